import {
  expect,
  expectAllMounted,
  loginDialog,
  notNeededYet,
  OPERATOR,
  REMOTE_NAMES,
  setRemote,
  test,
  watchRemoteRequests,
} from './support';

test.describe('a remote that is down takes only its own region down', () => {
  for (const name of REMOTE_NAMES) {
    test(`${name} down: fallback in its region, the rest mounted, retry recovers`, async ({ page }) => {
      const remoteRequests = watchRemoteRequests(page, name);
      await setRemote(name, 'stop');
      try {
        await page.goto('/en/homepage');
        if (name === 'account') {
          // The account remote loads when the login is asked for, so that is when it fails.
          await expect(notNeededYet(page, 'account')).toHaveCount(1);
          await page.getByRole('button', { name: 'Login' }).click();
        }
        const fallback = page.locator(`[data-region="${name}"] [data-mfe-fallback="${name}"]`);
        await expect(fallback).toBeVisible({ visible: name !== 'account' && name !== 'jackpot' });
        await expect(fallback).toHaveCount(1);
        await expectAllMounted(page, [name]);
        await expect(page.locator(`[data-mfe="${name}"]`)).toHaveCount(0);
        // The page still works: the events are listed and the header's login opens the login dialog.
        if (name !== 'events') await expect(page.locator('[data-mfe="events"] li[data-event-id]').first()).toBeVisible();
        if (name !== 'header' && name !== 'account') {
          await page.getByRole('button', { name: 'Login' }).click();
          await expect(loginDialog(page)).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(loginDialog(page)).toBeHidden();
        }
        // Opening the login rerouted, and single-spa tried the remote again: that try has to fail first.
        await remoteRequests.settled();
      } finally {
        await setRemote(name, 'start');
      }
      // The player's Retry, unless the region's own next try (it tries again by itself, later and later) came first.
      const retry = page.locator(`[data-mfe-fallback="${name}"]`).getByRole('button', { name: 'Retry' });
      if (await retry.count()) await retry.dispatchEvent('click', undefined, { timeout: 2000 }).catch(() => undefined);
      await expect(page.locator(`[data-mfe="${name}"]`)).toHaveCount(1);
      await expect(page.locator(`[data-mfe-fallback="${name}"]`)).toHaveCount(0);
    });
  }

  test('the failure is reported to the platform', async ({ page, request }) => {
    await setRemote('betslip', 'stop');
    try {
      await page.goto('/en/homepage');
      await expect(page.locator('[data-mfe-fallback="betslip"]')).toHaveCount(1);
    } finally {
      await setRemote('betslip', 'start');
    }
    await expect
      .poll(async () =>
        (await (await request.get('/api/client_errors', { headers: OPERATOR })).json()).some(
          (e: { remote: string; phase: string }) => e.remote === 'betslip' && e.phase === 'load',
        ),
      )
      .toBe(true);
  });
});

/** Issue 38's bound: a region whose remote never answers shows its fallback this soon after the page opens. */
const HUNG_FALLBACK_MS = 8000;

test.describe('a remote that never answers', () => {
  for (const name of ['header', 'events'] as const) {
    test(`${name} hung: its region falls back within 8 s, the rest works, and the next page brings it back`, async ({ page }) => {
      await setRemote(name, 'hang');
      try {
        // The page's own load waits on nothing of the hung remote's: its regions are what the player sees.
        await page.goto('/en/homepage', { waitUntil: 'commit' });
        await expect(page.locator(`[data-region="${name}"] [data-mfe-fallback="${name}"]`)).toBeVisible({
          timeout: HUNG_FALLBACK_MS,
        });
        await expect(page.locator('[data-mfe="menu"]')).toHaveCount(1);
      } finally {
        await setRemote(name, 'start');
      }
      // The player moves on through the menu: the region tries again and comes back, no Retry pressed.
      await page.locator('[data-mfe="menu"]').getByRole('link', { name: 'Sports', exact: true }).click();
      await expect(page).toHaveURL(/\/en\/sports$/);
      await expect(page.locator(`[data-mfe="${name}"]`)).toHaveCount(1);
      await expect(page.locator(`[data-mfe-fallback="${name}"]`)).toHaveCount(0);
    });
  }
});
