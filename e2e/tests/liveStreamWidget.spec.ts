import { expect, kickOffOwnMatch, logIn, newPlayer, PASSWORD, test } from './support';

/**
 * The live stream video player of a side column (spec 1 section 2.4): Classic's live pages place it under
 * the right column's remotes on a desktop; the events remote's exposed part plays the page's own event.
 */
test('a live event page plays its stream in the right column on a desktop', async ({ page }) => {
  const { slug, name } = await kickOffOwnMatch(['CSGO', 'LOLS'], { streamed: true });
  const username = await newPlayer('watcher');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/homepage');
  await logIn(page, username, PASSWORD);
  await page.goto(`/en/live/${slug}`);

  const column = page.locator("[data-area='right']");
  const widget = column.locator('[data-mfe="events/live-stream"]');
  await expect(widget.getByRole('heading', { name: 'Live stream' })).toBeVisible();
  await expect(widget.getByText(name)).toBeVisible();
  // Below the betslip, in the column.
  const slipBox = (await column.locator('[data-mfe="betslip"]').boundingBox())!;
  expect((await widget.boundingBox())!.y).toBeGreaterThan(slipBox.y);
  await widget.getByRole('button', { name: 'Watch live' }).click();
  const video = widget.getByLabel(`Live stream of ${name}`);
  await expect(video).toBeVisible();
  // It really plays (hls.js over the platform's test card), it does not just show a player.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a live event page has no side column, so no column player: only the page’s own', async ({ page }) => {
    const { slug } = await kickOffOwnMatch(['CSGO', 'LOLS'], { streamed: true });
    await page.goto(`/en/live/${slug}`);
    await expect(page.locator('[data-mfe="events"]').getByRole('region', { name: 'Live stream' })).toBeVisible();
    await expect(page.locator('[data-mfe="events/live-stream"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Live stream' })).toHaveCount(0);
  });
});
