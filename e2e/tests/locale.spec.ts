import { expect, scrollToFooter, test } from './support';

test.describe('locale routing (spec 1 section 2.2)', () => {
  test('/ redirects to the default locale home page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/homepage$/);
  });

  test('a path without a locale gets one, keeping the rest of the path and the query', async ({ page }) => {
    await page.goto('/sports/240-FOOT?theme=light');
    await expect(page).toHaveURL(/\/en\/sports\/240-FOOT\?theme=light$/);
  });

  test('a locale the brand does not allow is replaced by the default', async ({ page }) => {
    await page.goto('/fr/live/sport?brand=nova');
    await expect(page).toHaveURL(/\/en\/live\/sport\?brand=nova$/);
  });

  test('an allowed locale stays and the page is translated', async ({ page }) => {
    await page.goto('/de/homepage?brand=classic');
    await expect(page).toHaveURL(/\/de\/homepage/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', /dark|light/);
    await expect(page.locator('[data-mfe="header"]')).toHaveCount(1);
    // The shell's footer, in German, once scrolled to.
    await scrollToFooter(page, 'Bitte spielen Sie verantwortungsvoll. 18+');
  });

  test('a path number over 400 is not redirected, and shows that no page is there', async ({ page }) => {
    await page.goto('/404');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test("an unknown path answers 404 with a not-found page in the page's language, and a way home", async ({ page }) => {
    const response = await page.goto('/de/keine-solche-seite');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
    await main.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL(/\/de\/homepage$/);
    await expect(main.getByRole('heading', { name: 'Jetzt live' })).toBeVisible();
  });
});

test('?locale= chooses the language and keeps the page the path names (spec 1 section 2.2)', async ({ page }) => {
  await page.goto('/en/sports?locale=de');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Sportarten' })).toBeVisible();
  // The names are the platform's, in the page's language too.
  await expect(main.getByRole('link', { name: /^Fußball \d+$/ })).toHaveAttribute('href', /^\/de\/sports\//);
});
