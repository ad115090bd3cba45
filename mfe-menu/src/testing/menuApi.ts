import type {
  CouponGroup,
  EventPathNode,
  EventsPage,
  MenuConfigEntry,
  SearchAnswer,
  SportEvent,
  TabMenuSection,
} from '@sportsbook/contracts';
import type { FakeAnswer, FakeRequest } from '@sportsbook/testing';

const node = (id: number, description: string, sportCode: string, children: EventPathNode[] = []): EventPathNode => ({
  id,
  parentId: null,
  description,
  slug: description.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  sportCode,
  eventCount: 3,
  liveEventCount: 0,
  children,
});

/** Football in England and Spain, tennis in France: enough tree for the menu and its search. */
export const pathTree: EventPathNode[] = [
  node(240, 'Football', 'FOOT', [
    node(1, 'England', 'FOOT', [node(11, 'Premier League', 'FOOT'), node(12, 'Championship', 'FOOT')]),
    node(2, 'Spain', 'FOOT', [node(21, 'La Liga', 'FOOT')]),
  ]),
  node(239, 'Tennis', 'TENN', [node(3, 'France', 'TENN', [node(31, 'Roland Garros', 'TENN')])]),
];

export const menuEntry = (id: number, key: string, path: string, extra: Partial<MenuConfigEntry> = {}): MenuConfigEntry => ({
  id,
  active: true,
  label: key,
  logged_in_link: path,
  logged_out_link: path,
  ...extra,
});

export const tabs: TabMenuSection[] = [
  {
    section_name: 'main',
    submenu_items: [
      menuEntry(1, 'Home', '/homepage', { icon_name: 'home' }),
      menuEntry(2, 'T_[menu.live]_T', '/live/sport', { icon_name: 'live' }),
      menuEntry(3, 'My bets', '/open_bets', { icon_name: 'mybets', logged_in_only: true }),
    ],
  },
  {
    section_name: 'bottom_menu',
    submenu_items: [
      menuEntry(11, 'Menu', '', { function: 'open_menu', icon_name: 'menu' }),
      menuEntry(12, 'Live', '/live/sport/', { icon_name: 'live' }),
      menuEntry(13, 'Sports', '/sports', { icon_name: 'sports' }),
      menuEntry(14, 'Betslip', '', { function: 'open_my_bets', icon_name: 'betslip' }),
      menuEntry(15, 'My account', '/account', { icon_name: 'account' }),
      menuEntry(16, 'Promotions', '/promotions', { icon_name: 'promotions' }),
    ],
  },
];

export const couponGroup: CouponGroup = {
  title: 'Popular coupons',
  coupons: [{ id: 1, name: "Today's football", sport_id: 240 }],
};

export const event = (id: number, name: string, leagueId: number): SportEvent =>
  ({
    id,
    slug: `${id}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    name,
    sportCode: 'FOOT',
    opponents: [],
    eventPaths: [{ id: leagueId }],
    eventDate: '2030-01-01T12:00:00Z',
  }) as unknown as SportEvent;

/** Answers the calls the menu makes, from the fixtures above. */
export function menuApi(
  overrides: { tabs?: TabMenuSection[]; events?: SportEvent[]; search?: (q: string) => SearchAnswer | undefined } = {},
) {
  return (config: FakeRequest): FakeAnswer => {
    const url = config.url ?? '';
    if (url === '/api/tabs') return { status: 200, data: overrides.tabs ?? tabs };
    if (url === '/xapi/rest/eventpathtree') return { status: 200, data: pathTree };
    // The brand has coupon group 1 only: the menu's request for group 2 fails and is dropped.
    if (url === '/api/coupon_groups/1') return { status: 200, data: couponGroup };
    if (url.startsWith('/api/coupon_groups/')) return { status: 404 };
    if (url === '/xapi/rest/search') {
      const q = String(config.params.q ?? '');
      const empty: SearchAnswer = { query: q, events: [], teams: [], competitions: [], sports: [] };
      return { status: 200, data: overrides.search?.(q) ?? empty };
    }
    if (url === '/xapi/rest/events') {
      const events = overrides.events ?? [];
      return { status: 200, data: { events, page: 1, pageSize: 10, total: events.length } satisfies EventsPage };
    }
    return { status: 404 };
  };
}
