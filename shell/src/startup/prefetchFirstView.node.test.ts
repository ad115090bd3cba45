import {
  createPrefetchedAnswers,
  getPrefetchedOr,
  liveListRequest,
  pagedEventsRequest,
  HOME_UPCOMING,
} from '@sportsbook/contracts';
import { createFakePlatformClient } from '@sportsbook/contracts/src/testing/fakePlatform';
import { prefetchFirstView } from './prefetchFirstView';

/** The shell's client over a fake platform that counts the requests it gets. */
const platform = () =>
  createFakePlatformClient(
    (_, sent) => new Response(JSON.stringify({ events: [], page: 1, pageSize: 20, total: 0, n: sent.length })),
  );
const pathAndPage = (url: URL) => `${url.pathname}?${url.searchParams.get('page') ?? ''}`;

const SETTINGS = { view_types: ['euro' as const, 'asian' as const], thai_view_markets: [] };

describe('the first view started with the boot', () => {
  it('asks once for the live list: the events remote takes the answer for its own first request', async () => {
    const { api, sent } = platform();
    const prefetched = createPrefetchedAnswers();
    expect(prefetchFirstView(api, prefetched, '/live/sport', SETTINGS, { layout: 'euro', sortBy: 'time' })).toBe(1);
    // What LivePage's query function sends for its first page.
    const request = liveListRequest(undefined, 1);
    expect(await getPrefetchedOr(api, prefetched, request.path, { params: request.params })).toMatchObject({ n: 1 });
    expect(sent.map(pathAndPage)).toEqual(['/xapi/rest/live/events?1']);
  });

  it("asks for home's cards with the player's layout and sort, as the remote's upcoming list does", async () => {
    const { api, sent } = platform();
    const prefetched = createPrefetchedAnswers();
    expect(prefetchFirstView(api, prefetched, '/homepage', SETTINGS, { layout: 'asian', sortBy: 'competition' })).toBe(2);
    // PagedEvents: the list's params widened to the asian columns, in the player's order, page 1.
    const widened = { ...HOME_UPCOMING, marketTypeIds: [1, 2, 11, 10, 20] };
    const request = pagedEventsRequest(widened, 'competition', 1);
    await getPrefetchedOr(api, prefetched, request.path, { params: request.params });
    expect(sent).toHaveLength(2);
  });

  it('keeps to euro when the brand does not offer the layout the player saved', async () => {
    const { api, sent } = platform();
    const prefetched = createPrefetchedAnswers();
    prefetchFirstView(
      api,
      prefetched,
      '/homepage',
      { view_types: ['euro'], thai_view_markets: [] },
      { layout: 'asian', sortBy: 'time' },
    );
    const request = pagedEventsRequest(HOME_UPCOMING, 'time', 1);
    await getPrefetchedOr(api, prefetched, request.path, { params: request.params });
    expect(sent).toHaveLength(2);
  });

  it('starts nothing on a page whose first request waits for another answer', () => {
    const { api, sent } = platform();
    expect(
      prefetchFirstView(api, createPrefetchedAnswers(), '/sports/240-FOOT', SETTINGS, { layout: 'euro', sortBy: 'time' }),
    ).toBe(0);
    expect(sent).toEqual([]);
  });
});
