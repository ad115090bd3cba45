import { createPrefetchedAnswers, getPrefetchedOr, type FirstViewPlan } from '@sportsbook/contracts';
import { createFakePlatformClient } from '@sportsbook/testing';
import { prefetchFirstView } from './prefetchFirstView';

/** The shell's client over a fake platform that counts the requests it gets. */
const platform = () =>
  createFakePlatformClient(
    (_, sent) => new Response(JSON.stringify({ events: [], page: 1, pageSize: 20, total: 0, n: sent.length })),
  );
const pathAndPage = (url: URL) => `${url.pathname}?${url.searchParams.get('page') ?? ''}`;

const SETTINGS = { view_types: ['euro' as const, 'asian' as const] };
/** A plan as an events release tells it: home's two cards, for a visitor's euro layout sorted by time. */
const HOME: FirstViewPlan = {
  requests: [
    { path: '/xapi/rest/events', params: { eventPathIds: [10001], live: true, pageSize: 10 } },
    { path: '/xapi/rest/events', params: { eventPathIds: [10001], live: false, sortBy: 'time', page: 1, pageSize: 25 } },
  ],
  assumes: { layout: 'euro', sortBy: 'time' },
};

describe('the first view started with the boot', () => {
  it("starts the release's requests once: the events remote takes the answer for its own first request", async () => {
    const { api, sent } = platform();
    const prefetched = createPrefetchedAnswers();
    expect(prefetchFirstView(api, prefetched, HOME, SETTINGS, { layout: 'euro', sortBy: 'time' })).toBe(2);
    const [, upcoming] = HOME.requests;
    expect(await getPrefetchedOr(api, prefetched, upcoming.path, { params: upcoming.params })).toMatchObject({ n: 2 });
    expect(sent.map(pathAndPage)).toEqual(['/xapi/rest/events?', '/xapi/rest/events?1']);
  });

  it.each([
    ['another sort', { layout: 'euro' as const, sortBy: 'competition' as const }, SETTINGS, 0],
    ['another layout the brand offers', { layout: 'asian' as const, sortBy: 'time' as const }, SETTINGS, 0],
    // The brand shows euro whatever the player saved: the same requests.
    [
      'a layout the brand does not offer',
      { layout: 'asian' as const, sortBy: 'time' as const },
      { view_types: ['euro' as const] },
      2,
    ],
  ])('leaves the requests to the remote for a player with %s, whose lists ask for others', (_, player, settings, started) => {
    const { api, sent } = platform();
    expect(prefetchFirstView(api, createPrefetchedAnswers(), HOME, settings, player)).toBe(started);
    expect(sent).toHaveLength(started);
  });

  it('starts nothing without a plan: a page the release starts alone, or an older release that tells none', () => {
    const { api, sent } = platform();
    expect(prefetchFirstView(api, createPrefetchedAnswers(), undefined, SETTINGS, { layout: 'euro', sortBy: 'time' })).toBe(0);
    expect(sent).toEqual([]);
  });
});
