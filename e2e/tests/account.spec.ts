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
