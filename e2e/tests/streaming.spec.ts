import { expect, kickOffOwnMatch, logIn, test } from './support';

test('a logged-in player watches a live esports event: the stream plays in the page', async ({ page }) => {
  // The journey's own streamed match, whatever the simulated world is playing at this hour: a CS:GO or League
  // of Legends match (about five real minutes long, where an esports football match lasts under one) kicks off now.
  const { slug } = await kickOffOwnMatch(['CSGO', 'LOLS'], { streamed: true });

  await page.goto('/en/homepage');
  // Each player may hold five live sessions (INT051 past that); the journeys share them out.
  await logIn(page, 'nopromo', 'nopromo12');
  await page.goto(`/en/live/${slug}`);

  // The event page's own player, in the centre (Classic's live pages also place one in the right column).
  const centre = page.locator('[data-mfe="events"]');
  const watch = centre.getByRole('button', { name: 'Watch live' });
  await watch.click();
  await expect(watch).toHaveAttribute('aria-pressed', 'true');
  const video = centre.getByLabel(/^Live stream of/);
  await expect(video).toBeVisible();
  // HLS through hls.js: the video really plays, it does not just show a player.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
