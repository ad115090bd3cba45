import { firstViewRequests, type ListContext } from './firstViewRequests';

const EURO: ListContext = { columns: ['main'], sortBy: 'time' };
const ASIAN: ListContext = { columns: ['main', 'handicap', 'totals'], sortBy: 'competition' };
/** The market query rules every list sends (spec 2 sections 7 and 9), unchanged by the first view. */
const RULES = {
  sortMarketsByPriceDifference: true,
  includeHiddenOutcomes: false,
  excludeLongTermSuspended: true,
  excludeMarketByOpponent: true,
  maxMarketsPerMarketType: 3,
  maxMarketPerEvent: 50,
};

describe("the events remote's first requests of a page", () => {
  it("on home: the live-now card's 10 events and the first 20 upcoming, with the row's markets only (match result, two-way winner)", () => {
    expect(firstViewRequests('/homepage', EURO)).toEqual([
      {
        path: '/xapi/rest/events',
        params: {
          eventPathIds: [10001],
          live: true,
          pageSize: 10,
          marketTypeIds: [1, 2],
          ...RULES,
          marketStatus: 'OPEN,SUSPENDED',
        },
      },
      {
        path: '/xapi/rest/events',
        params: {
          eventPathIds: [10001],
          live: false,
          marketTypeIds: [1, 2],
          sortBy: 'time',
          page: 1,
          pageSize: 20,
          ...RULES,
          marketStatus: 'OPEN',
        },
      },
    ]);
    expect(firstViewRequests('/', EURO)).toEqual(firstViewRequests('/homepage', EURO));
  });

  it("widens the markets to the asian layout's handicap (11) and totals (10, 20) and follows the player's sort", () => {
    const [liveNow, upcoming] = firstViewRequests('/homepage', ASIAN);
    expect(liveNow.params).toMatchObject({ marketTypeIds: [1, 2, 11, 10, 20] });
    expect(upcoming.params).toMatchObject({ marketTypeIds: [1, 2, 11, 10, 20], sortBy: 'competition' });
  });

  it('on the live list: the first 50 events in play by competition, without markets (rows load theirs)', () => {
    expect(firstViewRequests('/live/sport', EURO)).toEqual([
      {
        path: '/xapi/rest/live/events',
        params: {
          includeMarkets: false,
          sortBy: 'competition',
          pageSize: 50,
          eventPathIds: undefined,
          page: 1,
          ...RULES,
          marketStatus: 'OPEN,SUSPENDED',
        },
      },
    ]);
  });

  it.each([
    ['/events/4711-arsenal-v-chelsea', 4711],
    ['/live/815-nadal-v-federer', 815],
    ['/events/42', 42],
  ])('on the event page %s: event %i with its open and suspended markets', (path, id) => {
    expect(firstViewRequests(path, EURO)).toEqual([
      { path: `/xapi/rest/events/${id}`, params: { marketStatus: 'OPEN,SUSPENDED' } },
    ]);
  });

  it.each(['/events/not-an-id', '/sports/240-FOOT', '/live/sport/240-FOOT', '/promotions', '/sports/favourites'])(
    'starts nothing on %s (its first request needs another answer first, or is not a list)',
    (path) => {
      expect(firstViewRequests(path, EURO)).toEqual([]);
    },
  );
});
