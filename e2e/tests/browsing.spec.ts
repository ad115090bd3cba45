import { expect, logIn, test } from './support';

test('a player browses from home to an event, switches the odds format and adds an outcome to the betslip', async ({ page }) => {
  await page.goto('/en/homepage?brand=classic');
  await expect(page.getByRole('heading', { name: 'Upcoming' })).toBeVisible();

  // Football, from the sports menu.
  await page.locator('[data-mfe="menu"]').getByRole('link', { name: 'Sports', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/sports$/);
  await page
    .locator('[data-mfe="events"]')
    .getByRole('link', { name: /^Football/ })
    .click();
  await expect(page).toHaveURL(/\/en\/sports\/240-FOOT$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();

  // A league of it.
  await page
    .locator('[data-mfe="events"]')
    .getByRole('link', { name: /Premier Division/ })
    .click();
  await expect(page).toHaveURL(/\/en\/sports\/football\/premier-division$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Premier Division' })).toBeVisible();

  // An event page with its markets: the league's last listed event, far from kick-off (see prematchRow).
  await page.locator('[data-mfe="events"] li[data-event-id] a').last().click();
  await expect(page).toHaveURL(/\/en\/(events|live)\/\d+-/);
  await expect(page.getByRole('region', { name: /Match Result \(Full Time\)/ })).toBeVisible();
  const firstPrice = page
    .getByRole('region', { name: /Match Result \(Full Time\)/ })
    .getByRole('button')
    .nth(1);
  await expect(firstPrice).toHaveAccessibleName(/ \d+\.\d{2}$/);

  // American odds in the player's settings: the same prices shown as +150 / -200 style.
  await page.getByRole('combobox', { name: 'Odds format' }).selectOption('us');
  await expect(firstPrice).toHaveAccessibleName(/ [+-]\d+$/);

  // Log in, then add the outcome: the betslip counts it.
  await logIn(page);
  await expect(page.locator('[data-mfe="header"]').getByText(/EUR \d/)).toBeVisible();

  const betslipCount = page.locator('[data-mfe="betslip"]').getByLabel(/selections?$/);
  await expect(betslipCount).toHaveText('0');
  await firstPrice.click();
  await expect(betslipCount).toHaveText('1');
  await expect(firstPrice).toHaveAttribute('aria-pressed', 'true');
});
