import { expect, logIn, loginDialog, newPlayer, PASSWORD, submitLogin, test } from './support';

test('a player self-excludes for 7 days: logged out at once and refused at the next login', async ({ page }) => {
  const username = await newPlayer('excluder');
  await page.goto('/en/sports/240-FOOT');
  await logIn(page, username, PASSWORD);

  const header = page.locator('[data-mfe="header"]');
  await header.getByRole('link', { name: 'Self-exclusion' }).click();
  await expect(page).toHaveURL(/\/en\/account\/self-exclusion$/);
  const account = page.locator('[data-mfe="account"]');
  await expect(account.getByRole('heading', { level: 1, name: 'Self-exclusion' })).toBeVisible();
  await account.getByRole('radio', { name: '7 days' }).check();
  await account.getByRole('button', { name: 'Exclude me' }).click();
  await expect(account.getByRole('alertdialog')).toContainText('will not be able to log in or place bets until');
  await account.getByRole('button', { name: 'Confirm self-exclusion' }).click();

  // The logout reloads the page; the page then says until when, and the header offers a login again.
  await expect(account.getByRole('status')).toContainText(/self-excluded until \d{2}\/\d{2}\/\d{4}/);
  await expect(header.getByRole('button', { name: 'Login' })).toBeVisible();

  await submitLogin(page, username, PASSWORD);
  await expect(loginDialog(page).getByRole('alert')).toContainText('Your account is self-excluded');
  await expect(header.getByRole('button', { name: 'My account' })).toHaveCount(0);
});
