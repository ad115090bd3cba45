import { duplicatedSingletons, measureFirstView } from '../../bench/lib/firstView.mjs';
import { expect, expectAllMounted, loginDialog, notNeededYet, REMOTE_NAMES, REMOTE_ORIGINS, test } from './support';

test('the home page composes the remotes it shows, each from its own origin, and the account remote when the login is asked for', async ({
  page,
}) => {
  const scriptOrigins = new Set<string>();
  page.on('response', (response) => {
    if (response.url().endsWith('remoteEntry.js')) scriptOrigins.add(new URL(response.url()).origin);
  });
  await page.goto('/en/homepage');
  await expectAllMounted(page);
  await expect(page.locator('[data-mfe-fallback]')).toHaveCount(0);
  // On a desktop home page every region but the account overlay is on screen.
  for (const name of REMOTE_NAMES.filter((n) => n !== 'account')) {
    await expect(page.locator(`[data-mfe="${name}"]`)).toHaveCount(1);
    expect(scriptOrigins).toContain(REMOTE_ORIGINS[name]);
  }
  await expect(notNeededYet(page, 'account')).toHaveCount(1);
  expect(scriptOrigins).not.toContain(REMOTE_ORIGINS.account);

  await page.getByRole('button', { name: 'Login' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(page.locator('[data-mfe="account"]')).toHaveCount(1);
  expect(scriptOrigins).toContain(REMOTE_ORIGINS.account);
});

test("on a phone a visitor's home page leaves my bets and the jackpot out until they are needed", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const scriptOrigins = new Set<string>();
  page.on('response', (response) => {
    if (response.url().endsWith('remoteEntry.js')) scriptOrigins.add(new URL(response.url()).origin);
  });
  await page.goto('/en/homepage');
  await expectAllMounted(page);
  for (const name of ['mybets', 'jackpot', 'account'] as const) {
    await expect(notNeededYet(page, name)).toHaveCount(1);
    expect(scriptOrigins).not.toContain(REMOTE_ORIGINS[name]);
  }
  // The jackpot page needs its remote: it loads then, from its own origin.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.locator('[data-mfe="menu"]').getByRole('link', { name: 'Jackpot' }).first().click();
  await expect(page.locator('[data-mfe="jackpot"]')).toHaveCount(1);
  expect(scriptOrigins).toContain(REMOTE_ORIGINS.jackpot);
});

test('every remote serves its manifest from its own port with CORS and no-cache', async ({ request }) => {
  for (const [name, origin] of Object.entries(REMOTE_ORIGINS)) {
    const response = await request.get(`${origin}/mf-manifest.json`, {
      headers: { Origin: 'http://localhost:3000' },
    });
    expect(response.status(), name).toBe(200);
    expect(response.headers()['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect((await response.json()).name).toBe(`sportsbook_${name}`);
  }
});

test('React and React DOM are loaded once for the whole page', async ({ page, baseURL }) => {
  const { files, share } = await measureFirstView(page, baseURL!, '/en/homepage');
  expect(share.filter((s) => s.pkg === 'react' || s.pkg === 'react-dom').map((s) => `${s.pkg} from ${s.from}`)).toEqual(
    expect.arrayContaining(['react from sportsbook_shell', 'react-dom from sportsbook_shell']),
  );
  expect(duplicatedSingletons(['react', 'react-dom'], files, share)).toEqual([]);
  // Their code is fetched, from the shell's origin only.
  expect(new Set(files.filter((f) => f.shared.includes('react-dom')).map((f) => f.app))).toEqual(new Set(['shell']));
});
