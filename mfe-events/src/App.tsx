import { Suspense, type ComponentType } from 'react';
import {
  CURRENCY_GATES,
  THIRD_PARTY_SECTIONS,
  DropOnError,
  FAVOURITES_ID,
  matchRoute,
  ownsPage,
  useShellRoute,
  type RouteTable,
} from '@sportsbook/contracts';
import { HomePage } from './home/HomePage';
import { LoadingCard } from './sports/Card';
import { PriceFormatProvider } from './odds/PriceFormat';
import { RouteParamsProvider } from './routing/routeParams';
import { isLazyPage, lazyPage } from './routing/lazyPage';

// Home is the first view of most visits and comes with the remote (the page's preload hints carry it). Every
// other page, or group of pages sharing their parts, is a chunk loaded when it is first shown: the home
// page does not carry the event page's scoreboards, markets and streaming, nor the live list's filters.
const EventPage = lazyPage(() => import('./eventPage/EventPage').then((m) => m.EventPage));
const LivePage = lazyPage(() => import('./livePage/LivePage').then((m) => m.LivePage));
const SportsPage = lazyPage(() => import('./sports/SportsPages').then((m) => m.SportsPage));
const SportPage = lazyPage(() => import('./sports/SportsPages').then((m) => m.SportPage));
const CompetitionsPage = lazyPage(() => import('./competitions/CompetitionPages').then((m) => m.CompetitionsPage));
const CouponPage = lazyPage(() => import('./competitions/CompetitionPages').then((m) => m.CouponPage));
const FixturesPage = lazyPage(() => import('./competitions/CompetitionPages').then((m) => m.FixturesPage));
const OutrightsPage = lazyPage(() => import('./competitions/CompetitionPages').then((m) => m.OutrightsPage));
const FavouritesPage = lazyPage(() => import('./favourites/FavouritesPage').then((m) => m.FavouritesPage));
const PromotionsPage = lazyPage(() => import('./promotions/PromotionsPage').then((m) => m.PromotionsPage));
const HelpPage = lazyPage(() => import('./help/HelpPage').then((m) => m.HelpPage));
const GameSectionPage = lazyPage(() => import('./gameSections/GameSectionPage').then((m) => m.GameSectionPage));
const NotFoundPage = lazyPage(() => import('./notFound/NotFoundPage').then((m) => m.NotFoundPage));

/** Each third-party section's page, under its own path and whatever the provider's game adds below it. */
const GAME_SECTIONS: RouteTable<ComponentType> = THIRD_PARTY_SECTIONS.map((entry) => {
  const Section = Object.assign(() => <GameSectionPage entry={entry} />, { load: GameSectionPage.load });
  return [`${CURRENCY_GATES[entry.section].path}/*`, Section] as const;
});

/**
 * Pages a server does not render: the content pages (promotions and the third-party games show what the
 * player's session allows, which a server rendering for a visitor does not know; help), and the player's
 * favourites, which only the browser knows.
 */
const BROWSER_ONLY = new Set<ComponentType>([PromotionsPage, HelpPage, FavouritesPage, ...GAME_SECTIONS.map(([, page]) => page)]);

/**
 * The events remote's pages (spec 2 section 2), the promotions, help and third-party game pages, below the
 * locale; a fixed path comes before a pattern it fits.
 */
const PAGES: RouteTable<ComponentType> = [
  ['/', HomePage],
  ['/homepage', HomePage],
  ['/sports', SportsPage],
  ['/sports/fixtures', FixturesPage],
  ...GAME_SECTIONS,
  ['/promotions', PromotionsPage],
  ['/public', HelpPage],
  ['/help', HelpPage],
  ['/sports/outrights', OutrightsPage],
  ['/sports/competitions', CompetitionsPage],
  ['/sports/competitions/:sport/:country', CompetitionsPage],
  ['/sports/competitions/:sport/:country/:league', CompetitionsPage],
  ['/sports/coupon/:couponId', CouponPage],
  [`/sports/${FAVOURITES_ID}`, FavouritesPage],
  [`/live/sport/${FAVOURITES_ID}`, FavouritesPage],
  ['/sports/:sport', SportPage],
  ['/sports/:sport/:league', SportPage],
  ['/events/:slug', EventPage],
  ['/live/sport', LivePage],
  ['/live/sport/:sport', LivePage],
  ['/live/:slug', EventPage],
];

/**
 * Whether a server renders the page on `path` (below the locale): one of this remote's, and not browser-only;
 * a path no page answers is this remote's too (its not-found page).
 */
export function rendersOnServer(path: string): boolean {
  const page = matchRoute(PAGES, path);
  return ownsPage('events', path) && (page === null || !BROWSER_ONLY.has(page.value));
}

/** The HTTP status of the page on `path` (below the locale): 404 where no page answers. */
export function pageStatus(path: string): number {
  return matchRoute(PAGES, path) ? 200 : 404;
}

/** The page on `path` (below the locale): the not-found page where none answers. */
function pageAt(path: string) {
  return matchRoute(PAGES, path) ?? { value: NotFoundPage, params: {} };
}

/** Starts loading the code of the page on `path` (below the locale), if it is a chunk of its own; settles once it is there. */
export function loadPageAt(path: string): Promise<unknown> {
  const page = pageAt(path).value;
  return isLazyPage(page) ? page.load() : Promise.resolve();
}

/** Every page's code, as a server that renders any of them starts: no render waits for a page's code. */
export function loadPages(): Promise<unknown> {
  return Promise.all(
    [...PAGES.map(([, page]) => page), NotFoundPage].map((page) => (isLazyPage(page) ? page.load() : undefined)),
  );
}

/** Routes over the shell's path (no router of its own), so `?locale=` and the shell's navigation just work. */
export function App() {
  const { path } = useShellRoute();
  const { value: Page, params } = pageAt(path);
  return (
    <PriceFormatProvider>
      <RouteParamsProvider value={params}>
        {/* A page whose code is on its way (the player went to it): the loading state of a list, not a blank. */}
        <Suspense fallback={<LoadingCard />}>
          {/* A page that fails to render fails alone: the next path renders afresh, the remote stays. */}
          <DropOnError what={`page ${path}`} resetKey={path}>
            <Page />
          </DropOnError>
        </Suspense>
      </RouteParamsProvider>
    </PriceFormatProvider>
  );
}
