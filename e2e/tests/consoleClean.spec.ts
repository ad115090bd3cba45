import type { Page } from '@playwright/test';
import { expect, farPrematchEvent, test } from './support';

/**
 * Twenty page loads across the three brands, on a phone and a desktop, in four languages: the console stays
 * clean (nova offers no German: its Thai instead). An error there (a hydration mismatch, a failed chunk, a render that threw, a refused request) is a
 * defect a player may not see at once but will meet.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The page's console errors and uncaught exceptions while `path` loads and settles. */
async function errorsWhileLoading(page: Page, path: string): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onError = (error: Error) => errors.push(error.message);
  // The console names a failed request without its address: the answer says which it was.
  const onResponse = (answer: { status(): number; url(): string }) => {
    if (answer.status() >= 400) errors.push(`${answer.status()} ${answer.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('response', onResponse);
  await page.goto(path);
  // Settled: every remote the page shows has mounted, and its centre shows what it is about.
  await expect(page.locator('html')).toHaveAttribute('data-shell-ready', /\d+/);
  await expect(page.locator('[data-area="centre"] [data-mfe]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('console', onConsole);
  page.off('pageerror', onError);
  page.off('response', onResponse);
  return errors;
}

test('twenty page loads across brands, phone and desktop, leave no error in the console', async ({ page }) => {
  test.setTimeout(180_000);
  const event = await farPrematchEvent();
  const loads: [string, typeof PHONE][] = [];
  for (const [brand, locale] of [
    ['classic', 'en'],
    ['nova', 'th'],
    ['savanna', 'sw'],
  ] as const) {
    for (const size of [PHONE, DESKTOP])
      for (const path of ['/homepage', '/sports/240-FOOT', '/live/sport']) loads.push([`/${locale}${path}?brand=${brand}`, size]);
  }
  // A live event's page is left out: a match that ends between the list and the load is rightly a 404.
  loads.push([`/ja/events/${event.slug}?brand=classic`, PHONE], [`/de/events/${event.slug}?brand=classic`, DESKTOP]);
  expect(loads).toHaveLength(20);
  const problems: string[] = [];
  for (const [path, size] of loads) {
    await page.setViewportSize(size);
    for (const error of await errorsWhileLoading(page, path)) problems.push(`${path} (${size.width}px): ${error}`);
  }
  expect(problems).toEqual([]);
});

test("a player's saved layout and order: the first view is drawn in them, with no mismatch in the console", async ({ page }) => {
  // What the settings keep for a player who chose Asian lists sorted by competition, before the page loads.
  await page.addInitScript(() => {
    const saved = JSON.parse(localStorage.getItem('sb-player-settings') ?? '{"state":{},"version":0}');
    saved.state = { ...saved.state, layout: 'asian', sortBy: 'competition' };
    localStorage.setItem('sb-player-settings', JSON.stringify(saved));
  });
  await page.setViewportSize(DESKTOP);
  const path = '/en/sports/240-FOOT?brand=classic';
  // The first load's server knew nothing of them yet (the browser draws the lists afresh); the shell tells it
  // by its cookies, and the next page is drawn in them by the server, then taken over as drawn.
  expect(await errorsWhileLoading(page, path)).toEqual([]);
  const served = page.waitForResponse((answer) => answer.url().endsWith(path) && answer.request().resourceType() === 'document');
  expect(await errorsWhileLoading(page, path)).toEqual([]);
  expect(await (await served).text()).toContain('Handicap');
  await expect(page.locator('[data-mfe="events"]').getByRole('group', { name: 'Handicap' }).first()).toBeVisible();
});
