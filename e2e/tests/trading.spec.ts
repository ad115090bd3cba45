import type { Page, Request } from '@playwright/test';
import type { EventsPage, SportEvent } from '@sportsbook/contracts';
import { expect, openInSite, test } from './support';

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams);
const isEventsList = (request: Request) => new URL(request.url()).pathname === '/xapi/rest/events' && request.method() === 'GET';

test('a sport page asks for its events with the market query rules, and the menu for the path tree with its parameters', async ({
  page,
}) => {
  const trees: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/xapi/rest/eventpathtree') trees.push(request);
  });
  const list = page.waitForRequest(isEventsList);
  await page.goto('/en/sports/240-FOOT');
  expect(queryOf(await list)).toMatchObject({
    sortMarketsByPriceDifference: 'true',
    includeHiddenOutcomes: 'false',
    excludeLongTermSuspended: 'true',
    excludeMarketByOpponent: 'true',
    maxMarketsPerMarketType: '3',
    maxMarketPerEvent: '50',
  });
  await expect(
    page
      .locator('[data-mfe="menu"]')
      .getByRole('link', { name: /^Football/ })
      .first(),
  ).toBeVisible();
  expect(trees.length).toBeGreaterThan(0);
  for (const tree of trees) {
    expect(queryOf(tree)).toMatchObject({
      periodType: 'all',
      includeUnpricedMarkets: 'false',
      includeMarketTypes: 'false',
      lightWeightResponse: 'true',
      eventTypeFilter: 'GAMEEVENT,RANKEVENT',
      sportGroups: 'REGULAR,ESPORTS',
    });
  }

  // Today lists football: the next 24 hours are never empty.
  const today = page.waitForResponse(
    (response) => isEventsList(response.request()) && queryOf(response.request()).period === 'today',
  );
  await page.locator('[data-mfe="events"]').getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Today' }).click();
  const answer = (await (await today).json()) as EventsPage;
  expect(answer.events.length).toBeGreaterThan(0);
  await expect(page.locator('[data-mfe="events"] li[data-event-id]').first()).toBeVisible();
});

test('the live list shows matches that kicked off at their time, priced in range', async ({ page }) => {
  // Each answer's body as it is read. One still being read when the journey ends (the list keeps asking) would
  // fail it from the handler, so an answer that cannot be read any more counts as none.
  const answers: Promise<EventsPage | undefined>[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if ((path === '/xapi/rest/live/events' || path === '/xapi/rest/events') && response.ok())
      answers.push(response.json().catch(() => undefined));
  });
  const liveEvents = async () => (await Promise.all(answers)).flatMap((answer) => answer?.events ?? []).filter((e) => e.clock);
  await page.goto('/en/live/sport');
  await expect(page.locator('[data-mfe="events"] li[data-event-id]').first()).toBeVisible();
  await expect.poll(async () => (await liveEvents()).length).toBeGreaterThan(0);
  const now = Date.now();
  for (const event of await liveEvents()) {
    expect(new Date(event.eventDate).getTime(), `${event.name} is live`).toBeLessThanOrEqual(now);
    for (const market of event.markets ?? []) {
      if (market.status !== 'open') continue;
      for (const outcome of market.outcomes) {
        const price = outcome.consolidatedPrice.currentPrice.decimal;
        expect(price > 1.01 && price < 1000, `${event.name}, ${market.description}: ${price}`).toBe(true);
      }
    }
  }
});

/** A live or finished event of a match-score sport as the feed sends it: the running score 0-0, frames or maps in the match score. */
function matchScoreEvent(id: number, sportCode: string, match: [number, number], finished: boolean): SportEvent {
  const side = (opponentId: number, points: number) => ({ opponentId, points, formattedPoints: String(points) });
  const sport = { SNOO: [262, 'Snooker'], CSGO: [1001, 'Counter-Strike'], LOLS: [1002, 'League of Legends'] }[sportCode] as [
    number,
    string,
  ];
  return {
    id,
    slug: `${id}-alpha-v-omega`,
    name: 'Alpha v Omega',
    description: 'Alpha v Omega',
    sportCode,
    opponents: [
      { id: 1, description: 'Alpha' },
      { id: 2, description: 'Omega' },
    ],
    eventPaths: [
      { id: sport[0], parentId: null, description: sport[1] },
      { id: 5, parentId: sport[0], description: 'World' },
      { id: 6, parentId: 5, description: 'Masters' },
    ],
    eventDate: new Date(Date.now() - 3_600_000).toISOString(),
    clock: { minutes: 64, status: finished ? 'END_OF_EVENT' : 'RUNNING' },
    isFinished: finished,
    currentPeriodAbbreviation: sportCode === 'SNOO' ? 'FRAMES' : 'MAP',
    currentPeriodNumber: match[0] + match[1] + 1,
    scores: { score: [side(1, 0), side(2, 0)], match: [side(1, match[0]), side(2, match[1])] },
    markets: [],
  };
}

async function serveLiveList(page: Page, events: SportEvent[]) {
  await page.route('**/xapi/rest/live/events?**', (route) =>
    route.fulfill({ json: { events, page: 1, pageSize: 50, total: events.length } satisfies EventsPage }),
  );
}

test('rows and event pages show frames and maps won, the final score of a finished match included', async ({ page }) => {
  await serveLiveList(page, [matchScoreEvent(901, 'SNOO', [4, 3], false), matchScoreEvent(902, 'LOLS', [1, 1], false)]);
  await openInSite(page, '/en/live/sport');
  const snooker = page.locator('[data-mfe="events"] li[data-event-id="901"]');
  await expect(snooker).toContainText('Frame 8');
  await expect(snooker).toContainText('4');
  await expect(snooker).toContainText('3');
  const lol = page.locator('[data-mfe="events"] li[data-event-id="902"]');
  await expect(lol).toContainText('Map 3');
  await expect(lol.getByText('1', { exact: true })).toHaveCount(2);

  await page.route('**/xapi/rest/events/903?**', (route) => route.fulfill({ json: matchScoreEvent(903, 'LOLS', [2, 1], true) }));
  await page.goto('/en/live/903-alpha-v-omega');
  await expect(page.getByRole('status').filter({ hasText: 'Event is finished' })).toBeVisible();
  await expect(page.locator('[data-mfe="events"]').getByText('2 – 1', { exact: true })).toBeVisible();
});
