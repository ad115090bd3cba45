import type { Page } from '@playwright/test';
import { expect, expectLoggedInAs, loginDialog as dialog, submitLogin, test } from './support';

test('a player logs in and out', async ({ page }) => {
  await page.goto('/en/homepage');
  await submitLogin(page, 'demo', 'demo1234');
  await expect(dialog(page)).toBeHidden();
  const header = page.locator('[data-mfe="header"]');
  await expectLoggedInAs(page, 'demo');
  await header.getByRole('button', { name: 'My account' }).click();
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(header.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'My account' })).toHaveCount(0);
});

test('a locked account is told so and stays logged out', async ({ page }) => {
  await page.goto('/en/homepage');
  await submitLogin(page, 'locked', 'locked123');
  await expect(dialog(page).getByRole('alert')).toHaveText('Your account is locked.');
  await expect(page.locator('[data-mfe="header"]').getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

test('a player finds balances and transactions in the account area', async ({ page }) => {
  await page.goto('/en/account');
  await submitLogin(page, 'demo', 'demo1234');
  await expect(dialog(page)).toBeHidden();
  const account = page.locator('[data-mfe="account"]');
  await account.getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/en\/account\/transactions$/);
  await expect(account.getByRole('table', { name: 'Transactions' }).getByText('Deposit').first()).toBeVisible();
  await account.getByRole('link', { name: 'Balances' }).click();
  await expect(account.getByText('Left to wager')).toBeVisible();
});

test('an OTP player gets a wrong code refused, then logs in with the right one', async ({ page }) => {
  await page.goto('/en/homepage');
  await submitLogin(page, 'otp', 'otp12345');
  const otp = page.getByRole('dialog', { name: 'One-time code' });
  const code = otp.getByLabel('6-digit code');
  await expect(code).toBeVisible();
  // The resend waits out its countdown.
  await expect(otp.getByRole('button', { name: /^Request New OTP \(\d+ s\)$/ })).toBeDisabled();
  await code.fill('111111');
  await otp.getByRole('button', { name: 'Confirm' }).click();
  await expect(otp.getByRole('alert')).toBeVisible();
  await code.fill('246810');
  await otp.getByRole('button', { name: 'Confirm' }).click();
  await expect(otp).toBeHidden();
  await expectLoggedInAs(page, 'otp');
});

test('a player with a security question answers it and is logged in', async ({ page }) => {
  await page.goto('/en/homepage');
  await submitLogin(page, 'question', 'question1');
  const question = page.getByRole('dialog', { name: 'Security question' });
  await expect(question.getByText('What was the name of your first pet?')).toBeVisible();
  await question.getByLabel('Answer').fill('rex');
  await question.getByRole('button', { name: 'Submit' }).click();
  await expect(question).toBeHidden();
  await expectLoggedInAs(page, 'question');
});

test('the odds type chosen in the settings shows on every price, and comes back from the profile after a reload', async ({
  page,
}) => {
  await page.goto('/en/sports/240-FOOT');
  await submitLogin(page, 'nopromo', 'nopromo12');
  await expect(dialog(page)).toBeHidden();
  await page.goto('/en/account/settings');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('radio', { name: 'American' }).check();
  await expect(settings.getByText('Saved', { exact: true })).toBeVisible();
  await settings.getByRole('button', { name: 'Close' }).click();

  const prices = page.locator('[data-mfe="events"] button[data-outcome-id]');
  const labels = () => prices.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  await page.goto('/en/sports/240-FOOT');
  await expect(prices.first()).toBeVisible();
  expect((await labels()).every((label) => / [+-]\d+$/.test(label))).toBe(true);

  // The profile, not the browser, brings it back: the local settings are gone before the reload.
  await page.evaluate(() => localStorage.removeItem('sb-player-settings'));
  await page.reload();
  await expect(prices.first()).toHaveAccessibleName(/ [+-]\d+$/);
  expect((await labels()).every((label) => / [+-]\d+$/.test(label))).toBe(true);
});

type Box = { x: number; y: number; width: number; height: number };

/**
 * The remotes a player would touch over a box: the region of each point of a grid across it (4 px in from its
 * edges), so a strip laid over any part of it shows.
 */
const regionsOver = (page: Page, box: Box, columns = 6, rows = 4) =>
  page.evaluate(
    ({ x, y, width, height, columns, rows }) => {
      const found = new Set<string>();
      for (let i = 0; i < columns; i++)
        for (let j = 0; j < rows; j++) {
          const px = x + 4 + ((width - 8) * i) / (columns - 1);
          const py = y + 4 + ((height - 8) * j) / (rows - 1);
          found.add(document.elementFromPoint(px, py)?.closest<HTMLElement>('[data-region]')?.dataset.region ?? 'none');
        }
      return [...found];
    },
    { ...box, columns, rows },
  );

/**
 * My bets' page as a player sees it: my bets fills the centre column with its heading and tabs, all of its
 * content shown, below the header; nothing of the account area is drawn over the logo or the side menu (the
 * account page once squeezed itself into a 50 px strip there, spec 1 section 2.1).
 */
async function expectMyBetsPage(page: Page, { desktop }: { desktop: boolean }) {
  const centre = page.locator('[data-area="centre"]');
  const myBets = centre.locator('[data-region="mybets"]');
  await expect(myBets.getByRole('heading', { level: 1, name: 'My bets' })).toBeVisible();
  await expect(myBets.getByRole('tab', { name: /^Open/ })).toHaveAttribute('aria-selected', 'true');
  await expect(myBets.getByRole('tab', { name: 'Settled' })).toBeVisible();
  await expect(
    myBets
      .getByRole('tabpanel')
      .getByText(/You have no open bets|Stake/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My account' })).toHaveCount(0);
  // It is the account's bets tab: the account's tab strip stays above it, my bets the current tab.
  const tabs = myBets.getByRole('navigation', { name: 'My account' });
  await expect(tabs.getByRole('link', { name: 'My bets' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Balances' })).toHaveAttribute('href', '/en/account/balances');

  const box = (await myBets.boundingBox())!;
  const column = (await centre.boundingBox())!;
  const header = (await page.locator('[data-area="header"]').boundingBox())!;
  expect(box.width, 'my bets takes the centre column’s width').toBeGreaterThanOrEqual(column.width - 1);
  expect(box.width).toBeGreaterThan(desktop ? 500 : 350);
  expect(box.height, 'my bets is a page, not a strip').toBeGreaterThan(120);
  expect(
    await myBets.evaluate((region) => region.scrollHeight - region.clientHeight),
    'nothing of it is cut off',
  ).toBeLessThanOrEqual(1);
  expect(box.y, 'it starts below the header').toBeGreaterThanOrEqual(header.y + header.height - 1);

  // The logo, my bets' title and the side menu are what a player touches where they are drawn: nothing lies over them.
  const logo = (await page
    .locator('[data-mfe="header"]')
    .getByRole('link', { name: / home$/ })
    .boundingBox())!;
  expect(await regionsOver(page, logo), 'nothing over the logo').toEqual(['header']);
  const title = (await myBets.locator('.title').boundingBox())!;
  expect(await regionsOver(page, title), 'nothing over my bets’ title').toEqual(['mybets']);
  if (desktop) {
    const menu = (await page.locator('[data-area="left"] [data-region="menu"]').boundingBox())!;
    expect(box.x, 'it sits beside the side menu').toBeGreaterThanOrEqual(menu.x + menu.width);
    const top = { ...menu, height: Math.min(menu.height, 400) };
    expect(await regionsOver(page, top, 6, 10), 'nothing over the menu').toEqual(['menu']);
  }
}

test("my bets' page fills the centre, from its address and from the account area's tab, on a desktop and a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/account');
  await submitLogin(page, 'demo', 'demo1234');
  await expect(dialog(page)).toBeHidden();
  await page.locator('[data-mfe="account"]').getByRole('link', { name: 'My bets' }).click();
  await expect(page).toHaveURL(/\/en\/account\/bets$/);
  await expectMyBetsPage(page, { desktop: true });

  await page.goto('/en/account/bets');
  await expectMyBetsPage(page, { desktop: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expectMyBetsPage(page, { desktop: false });
});
