import {
  eventsListRequest,
  HOMEPAGE_ID,
  matchRoute,
  viewMarketParams,
  type EventsParams,
  type FirstViewRequest,
  type RouteTable,
  type ViewColumn,
} from '@sportsbook/contracts';

/**
 * The events remote's first requests of the pages a player lands on, in one place: the remote sends them
 * from here, and its release tells the shell's server which they are (firstViewPlan.ts), which the shell
 * starts with the boot (see PrefetchedAnswers): both send this release's query, whatever the shell's build.
 * A list asks only for the markets its rows show (spec 2 section 7): the row's market (match result, or
 * the two-way winner), widened by the player's layout; the live list asks for none, its rows load theirs.
 */

/** Spec 2 section 9: 20 events a page, 50 on the live list. */
export const PAGE_SIZE = 20;
export const LIVE_PAGE_SIZE = 50;

/** Home's "Live now" card: the home page path's live events. */
export const HOME_LIVE_NOW = {
  eventPathIds: [HOMEPAGE_ID],
  live: true,
  pageSize: 10,
  marketTypeIds: [1, 2],
} satisfies EventsParams;
/** Home's "Upcoming" card: the home page path's events before kick-off, page by page. */
export const HOME_UPCOMING = { eventPathIds: [HOMEPAGE_ID], live: false, marketTypeIds: [1, 2] } satisfies EventsParams;
/** The live list: all events in play (or one sport's) by competition, without markets. */
export const LIVE_LIST = { includeMarkets: false, sortBy: 'competition', pageSize: LIVE_PAGE_SIZE } satisfies EventsParams;

/** One page of a paged list, in the player's (or the page's) order. */
export const pagedEventsRequest = (params: EventsParams, sortBy: 'time' | 'competition', page: number) =>
  eventsListRequest({ ...params, sortBy, page, pageSize: PAGE_SIZE });

/** One page of the live list, of all sports or one. */
export const liveListRequest = (sportId: number | undefined, page: number) =>
  eventsListRequest({ ...LIVE_LIST, eventPathIds: sportId === undefined ? undefined : [sportId], page }, { liveList: true });

/** The event page's event with its open and suspended markets. */
export const eventRequest = (id: number): FirstViewRequest => ({
  path: `/xapi/rest/events/${id}`,
  params: { marketStatus: 'OPEN,SUSPENDED' },
});

/** The event id of an event page slug: the id, a dash and a normalised name, or just the id. */
export function eventIdOf(slug: string): number | undefined {
  const match = /^(\d+)(?:-|$)/.exec(slug);
  return match ? Number(match[1]) : undefined;
}

/** What the lists follow: the columns of the player's layout and the player's sort. */
export interface ListContext {
  columns: readonly ViewColumn[];
  sortBy: 'time' | 'competition';
}

type Requests = (params: Record<string, string>, list: ListContext) => FirstViewRequest[];

const home: Requests = (_, { columns, sortBy }) => [
  eventsListRequest(viewMarketParams(HOME_LIVE_NOW, columns)),
  pagedEventsRequest(viewMarketParams(HOME_UPCOMING, columns), sortBy, 1),
];
const eventPage: Requests = ({ slug = '' }) => {
  const id = eventIdOf(slug);
  return id === undefined ? [] : [eventRequest(id)];
};

/** A fixed path before the pattern it would also match, as the events remote routes. */
const FIRST_VIEWS: RouteTable<Requests> = [
  ['/', home],
  ['/homepage', home],
  ['/live/sport', () => [liveListRequest(undefined, 1)]],
  ['/events/:slug', eventPage],
  ['/live/:slug', eventPage],
];

/**
 * The requests the events remote makes first on `path` (below the locale): what the shell may start before
 * that remote has loaded. Pages whose first request needs an answer first (a sport page needs the sports
 * tree) have none.
 */
export function firstViewRequests(path: string, list: ListContext): FirstViewRequest[] {
  const page = matchRoute(FIRST_VIEWS, path);
  return page ? page.value(page.params, list) : [];
}
