import { expect, logIn, newPlayer, PASSWORD, test } from './support';

/**
 * The risk-group player modal (spec 1 section 2.4) of the one regional variant that turns it on, Nova's
 * phone site: a logged-in player reads the notice once a session, and a reload within it does not bring it back.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("a player on Nova's phone site acknowledges the risk-group notice once, and it stays gone on reload", async ({ page }) => {
  const username = await newPlayer('riskgroup');
  await page.goto('/en/homepage?brand=nova');
  await expect(page.getByRole('dialog', { name: 'Play within your limits' })).toHaveCount(0);
  await logIn(page, username, PASSWORD);

  const notice = page.getByRole('dialog', { name: 'Play within your limits' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Set a budget before you play');
  // Escape does not dismiss it: the player acknowledges it.
  await page.keyboard.press('Escape');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'I understand' }).click();
  await expect(notice).toBeHidden();

  await page.reload();
  // Still logged in after the reload (the header shows the balance), and no notice.
  await expect(
    page
      .locator('[data-mfe="header"]')
      .getByText(/EUR [\d,]+\.\d{2}/)
      .first(),
  ).toBeVisible();
  await expect(page.locator('[data-mfe="events"] li[data-event-id]').first()).toBeVisible();
  await expect(notice).toHaveCount(0);
});
