import { expect, logIn, loginDialog, newPlayer, PASSWORD, patchBrandSettings, submitLogin, test } from './support';

/** The reality-check intervals a brand offers when its settings name none (the platform's defaults). */
const USUAL_INTERVALS = [15, 30, 45, 60, 90, 120];

test('a deposit over the limit is refused, and an increase waits', async ({ page }) => {
  const username = await newPlayer('limiter');
  await page.goto('/en/account/balances');
  await logIn(page, username, PASSWORD);
  const account = page.locator('[data-mfe="account"]');

  // A new player is asked for a limit before the first deposit.
  const prompt = account.getByRole('form', { name: 'Set a deposit limit before your first deposit' });
  await prompt.getByRole('textbox', { name: 'Daily limit (EUR)' }).fill('50');
  await prompt.getByRole('button', { name: 'Save limits' }).click();

  const deposit = account.getByRole('form', { name: 'Deposit', exact: true });
  const amount = deposit.getByRole('textbox', { name: 'Amount (EUR)' });
  await expect(deposit.getByText('Your limits let you deposit up to EUR 50.00 now.')).toBeVisible();
  await amount.fill('60');
  const refused = page.waitForResponse((r) => r.url().endsWith('/deposits') && r.request().method() === 'POST');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  expect((await refused).status()).toBe(422);
  await expect(deposit.getByRole('alert')).toHaveText('This deposit is over your deposit limit.');

  await amount.fill('40');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(deposit.getByRole('status')).toContainText('Deposited EUR 40.00.');
  await expect(deposit.getByText('Your limits let you deposit up to EUR 10.00 now.')).toBeVisible();

  // Raising the limit to 100 waits 24 hours: the page says from when, and the 50 still holds.
  await account.getByRole('link', { name: 'Safer gambling' }).click();
  await expect(page).toHaveURL(/\/en\/account\/safer-gambling$/);
  const limits = account.getByRole('form', { name: 'Deposit limits', exact: true });
  const daily = limits.getByRole('textbox', { name: 'Daily limit (EUR)' });
  await expect(daily).toHaveValue('50');
  await daily.fill('100');
  await limits.getByRole('button', { name: 'Save limits' }).click();
  await expect(limits.getByText(/^Your change to EUR 100\.00 applies from \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();
  await expect(limits.getByText('Now: EUR 50.00, deposited EUR 40.00')).toBeVisible();

  await page.goto('/en/account/balances');
  const again = account.getByRole('form', { name: 'Deposit', exact: true });
  await again.getByRole('textbox', { name: 'Amount (EUR)' }).fill('20');
  const stillRefused = page.waitForResponse((r) => r.url().endsWith('/deposits') && r.request().method() === 'POST');
  await again.getByRole('button', { name: 'Deposit', exact: true }).click();
  expect((await stillRefused).status()).toBe(422);
  await expect(again.getByRole('alert')).toHaveText('This deposit is over your deposit limit.');
});

test.describe('reality checks', () => {
  // The brand offers a fraction of a minute (3 seconds) besides the usual intervals, so the journey waits seconds.
  test.beforeEach(() =>
    patchBrandSettings('classic', { web: { reality_check_intervals: [0.05, ...USUAL_INTERVALS] } }, '/en/account/safer-gambling'),
  );
  test.afterEach(() =>
    patchBrandSettings('classic', { web: { reality_check_intervals: USUAL_INTERVALS } }, '/en/account/safer-gambling'),
  );

  test('a reality check appears after the chosen interval', async ({ page }) => {
    const username = await newPlayer('reality');
    await page.goto('/en/account/safer-gambling');
    await logIn(page, username, PASSWORD);
    const account = page.locator('[data-mfe="account"]');
    const check = page.getByRole('alertdialog', { name: 'Reality check' });

    await expect(check).toHaveCount(0);
    await account.getByRole('combobox', { name: 'Remind me every' }).selectOption({ label: '0.05 min' });
    await expect(account.getByText('Your reality-check setting is saved.')).toBeVisible();

    // Due 3 seconds after login: it shows the session's time and net result.
    await expect(check).toBeVisible({ timeout: 15_000 });
    await expect(check.getByText(/^\d{2}:\d{2}:\d{2}$/)).toBeVisible();
    await expect(check).toContainText('Net result');
    await expect(check).toContainText('EUR 0.00');
    await expect(check.getByRole('button', { name: 'Continue' })).toBeFocused();
    await check.getByRole('button', { name: 'Continue' }).click();
    await expect(check).toBeHidden();

    // Again 3 seconds after Continue; Log out ends the session.
    await expect(check).toBeVisible({ timeout: 15_000 });
    const reloaded = page.waitForEvent('load');
    await check.getByRole('button', { name: 'Log out' }).click();
    await reloaded;
    await expect(page.locator('[data-mfe="header"]').getByRole('button', { name: 'Login' })).toBeVisible();
  });
});

test('a player on time-out cannot log in', async ({ page }) => {
  const username = await newPlayer('timeout');
  await page.goto('/en/account/safer-gambling');
  await logIn(page, username, PASSWORD);
  const account = page.locator('[data-mfe="account"]');
  const timeOut = account.getByRole('region', { name: 'Take a time-out' });
  await timeOut.getByRole('radio', { name: '24 hours' }).check();
  await timeOut.getByRole('button', { name: 'Start time-out' }).click();
  await expect(timeOut.getByRole('alertdialog')).toContainText('will not be able to log in until');
  const reloaded = page.waitForEvent('load');
  await timeOut.getByRole('button', { name: 'Confirm time-out' }).click();
  await reloaded;

  const header = page.locator('[data-mfe="header"]');
  await expect(header.getByRole('button', { name: 'Login' })).toBeVisible();
  await submitLogin(page, username, PASSWORD);
  await expect(loginDialog(page).getByRole('alert')).toHaveText('You are on a time-out. You cannot log in until it ends.');
  await expect(header.getByRole('button', { name: 'My account' })).toHaveCount(0);
});
