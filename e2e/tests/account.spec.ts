import { expect, test } from '@playwright/test';
import { loginDialog as dialog, submitLogin } from './support';

test('a player logs in and out', async ({ page }) => {
  await page.goto('/en/homepage');
  await submitLogin(page, 'demo', 'demo1234');
  await expect(dialog(page)).toBeHidden();
  const header = page.locator('[data-mfe="header"]');
  await expect(header.getByRole('link', { name: 'demo' })).toBeVisible();
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(header.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'demo' })).toHaveCount(0);
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
