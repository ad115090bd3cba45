import type { Page } from '@playwright/test';
import { expect, kickOffOwnMatch, test } from './support';

/**
 * Opens the journey's own live football match from the live list and returns its id: kicked off now, its clock
 * runs for the next two real minutes (45 minutes of play at the simulator's speed), whatever else is live.
 */
async function openLiveFootballEvent(page: Page): Promise<string> {
  const { eventId } = await kickOffOwnMatch(['FOOT']);
  const id = String(eventId);
  await page.goto('/en/live/sport/240-FOOT');
  const row = page.locator(`[data-mfe="events"] li[data-event-id="${id}"]`);
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/en/live/${id}-`));
  await expect(page.getByRole('timer', { name: 'Match clock' })).toBeVisible();
  // A marker that a reload would lose.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  return id;
}

const oddsLabels = (page: Page) =>
  page
    .locator('[data-mfe="events"] button[data-outcome-id]')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')).join('|'));

test('a live football event moves in front of the player: the clock advances and a price changes, pushed, without a reload', async ({
  page,
}) => {
  const streams: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/xapi/live/stream')) streams.push(request.url());
  });
  const id = await openLiveFootballEvent(page);
  const clock = page.getByRole('timer', { name: 'Match clock' });
  const startClock = await clock.textContent();
  const startPrices = await oddsLabels(page);

  // The simulator plays football at 20 times real speed: a minute of the match every 3 seconds.
  await expect(clock).not.toHaveText(startClock!, { timeout: 20_000 });
  await expect.poll(() => oddsLabels(page), { timeout: 30_000 }).not.toBe(startPrices);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  // The page follows its event on the push stream.
  expect(streams.some((url) => new URL(url).searchParams.get('eventIds')?.split(',').includes(id))).toBe(true);
});

test('with the push stream down, the live event keeps updating by polling', async ({ page }) => {
  await page.route('**/xapi/live/stream**', (route) => route.abort());
  const polls: number[] = [];
  page.on('request', (request) => {
    if (/\/xapi\/rest\/events\/\d+\?/.test(request.url())) polls.push(Date.now());
  });
  await openLiveFootballEvent(page);
  const clock = page.getByRole('timer', { name: 'Match clock' });
  const startClock = await clock.textContent();
  await expect(clock).not.toHaveText(startClock!, { timeout: 20_000 });
  // Polling at the fallback rate (5 s), not the 15 s of a healthy stream.
  await expect.poll(() => polls.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  const gaps = polls.slice(1).map((at, i) => at - polls[i]);
  expect(Math.min(...gaps)).toBeLessThan(10_000);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
