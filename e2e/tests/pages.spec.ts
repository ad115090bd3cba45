import { expect, logIn, newPlayer, PASSWORD, test } from './support';

test('a game section launches its demo in a sandboxed frame, and the race plays out and settles', async ({ page }) => {
  await page.goto('/en/sports/kiron');
  const centre = page.locator('[data-mfe="events"]');
  await expect(centre.getByRole('heading', { level: 1, name: 'Kiron virtuals' })).toBeVisible();
  const frame = centre.locator('iframe[title="Kiron virtuals demo"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  const game = page.frameLocator('iframe[title="Kiron virtuals demo"]');
  await expect(game.getByRole('status')).toHaveText(/^Race \d+: running$/);
  // The runners move: the leader's position changes while the race runs.
  const leader = game.locator('[data-runner="1"]');
  const first = await leader.getAttribute('style');
  await expect.poll(() => leader.getAttribute('style')).not.toBe(first);
  await expect(game.getByRole('status')).toHaveText(/^Race \d+ settled: winner \d /, { timeout: 30_000 });
});

test('a section the brand switched off says it is not available, and shows nothing else', async ({ page }) => {
  await page.goto('/en/sports/kiron?brand=nova');
  const centre = page.locator('[data-mfe="events"]');
  await expect(centre.getByRole('heading', { level: 1, name: 'Kiron virtuals' })).toBeVisible();
  await expect(centre.getByRole('status')).toHaveText('Kiron virtuals is not available.');
  await expect(centre.locator('iframe')).toHaveCount(0);
});

test("dst props frames its provider's page for the player, who is known to it by the dst token alone", async ({ page }) => {
  const username = await newPlayer('props');
  await page.goto('/en/homepage');
  // The site's server has the section's environment (its provider's page and the operator's id there).
  await page.locator('[data-mfe="menu"]').getByRole('link', { name: 'DST props' }).click();
  const centre = page.locator('[data-mfe="events"]');
  await expect(centre.getByRole('heading', { level: 1, name: 'DST props' })).toBeVisible();
  await expect(centre.getByText('Log in to play DST props.')).toBeVisible();
  await expect(centre.locator('iframe')).toHaveCount(0);

  await logIn(page, username, PASSWORD);
  const frame = centre.locator('iframe[title="DST props"]');
  await expect(frame).toHaveAttribute(
    'src',
    /^http:\/\/localhost:4000\/api\/games\/dst-props\/play\?mode=real&operatorId=sportsbook-demo&token=\d+\.\d+\.[\w-]+&l=en&currency=EUR$/,
  );
  // The provider's page (the platform's stand-in) read the token and knows the player by it.
  const game = page.frameLocator('iframe[title="DST props"]');
  await expect(game.getByText(/^Real play · sportsbook-demo player \d+$/)).toBeVisible();
  await expect(game.getByRole('status')).toHaveText(/^Match \d+: in play$/);
});

test('promotions, VIP, help and fixtures are pages of their own', async ({ page }) => {
  await page.goto('/en/promotions');
  const centre = page.locator('[data-mfe="events"]');
  await expect(centre.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(centre.getByRole('article', { name: 'Welcome bonus' })).toBeVisible();
  await expect(centre.getByRole('region', { name: 'VIP' }).getByRole('article', { name: 'VIP levels' })).toBeVisible();
  const banner = centre.getByRole('article', { name: 'Acca boost' }).locator('img');
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);

  await page.goto('/en/public');
  await expect(centre.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await centre.getByText('How do I take a break from betting?').click();
  await expect(centre.getByText(/exclude yourself for a period/)).toBeVisible();

  await page.goto('/en/sports/fixtures');
  await expect(centre.getByRole('heading', { level: 1, name: 'Fixtures' })).toBeVisible();
  await expect(centre.getByRole('heading', { level: 3, name: /^(Today|Tomorrow|\d{2}\/\d{2}\/\d{4}) · / }).first()).toBeVisible();
  await expect(centre.getByText('No events found')).toHaveCount(0);
});
