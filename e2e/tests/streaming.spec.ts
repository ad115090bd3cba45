import { STREAMING_SPORT_CODES, type EventsPage } from '@sportsbook/contracts';
import { expect, logIn, test } from './support';

test('a logged-in player watches a live esports event: the stream plays in the page', async ({ page }) => {
  await page.goto('/en/homepage');
  // Each player may hold five live sessions (INT051 past that); the journeys share them out.
  await logIn(page, 'nopromo', 'nopromo12');

  // Events of the streaming sports are streamed while they are live; one may be between maps for a while.
  let streamed: EventsPage['events'][number] | undefined;
  await expect
    .poll(
      async () => {
        const live = (await (
          await page.request.get('/xapi/rest/live/events?pageSize=100&includeMarkets=false')
        ).json()) as EventsPage;
        streamed = live.events.find(
          (event) => STREAMING_SPORT_CODES.includes(event.sportCode) && event.liveStreaming && event.clock?.status === 'RUNNING',
        );
        return streamed;
      },
      { message: 'a live event of a streaming sport', timeout: 45_000 },
    )
    .toBeTruthy();
  await page.goto(`/en/live/${streamed!.slug}`);

  const watch = page.getByRole('button', { name: 'Watch live' });
  await watch.click();
  await expect(watch).toHaveAttribute('aria-pressed', 'true');
  const video = page.getByLabel(/^Live stream of/);
  await expect(video).toBeVisible();
  // HLS through hls.js: the video really plays, it does not just show a player.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
