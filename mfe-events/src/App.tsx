import { lazy, Suspense, type ComponentType } from 'react';
import {
  CURRENCY_GATES,
  DropOnError,
  FAVOURITES_ID,
  matchRoute,
  ownsPage,
  THIRD_PARTY_SECTIONS,
  useShellRoute,
  type RouteTable,
} from '@sportsbook/contracts';
import { HomePage } from './home/HomePage';
import { SportPage, SportsPage } from './sports/SportsPages';
import { CompetitionsPage, CouponPage, FixturesPage, OutrightsPage } from './competitions/CompetitionPages';
import { EventPage } from './eventPage/EventPage';
import { LivePage } from './live/LivePage';
import { PriceFormatProvider } from './odds/PriceFormat';
import { FavouritesPage } from './favourites/FavouritesPage';
import { RouteParamsProvider } from './routing/routeParams';

// Pages off the first view's path load when first visited, so the home page does not carry them.
const PromotionsPage = lazy(() => import('./promotions/PromotionsPage').then((m) => ({ default: m.PromotionsPage })));
const HelpPage = lazy(() => import('./help/HelpPage').then((m) => ({ default: m.HelpPage })));
const GameSectionPage = lazy(() => import('./gameSections/GameSectionPage').then((m) => ({ default: m.GameSectionPage })));

/** Each third-party section's page, under its own path and whatever the provider's game adds below it. */
const GAME_SECTIONS: RouteTable<ComponentType> = THIRD_PARTY_SECTIONS.map((entry) => {
  const Section = () => <GameSectionPage entry={entry} />;
  return [`${CURRENCY_GATES[entry.section].path}/*`, Section] as const;
});

/**
 * Pages a server does not render: those whose code loads on the first visit, and the player's favourites,
 * which only the browser knows.
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

/** Whether a server renders the page on `path` (below the locale): one of this remote's, and not browser-only. */
export function rendersOnServer(path: string): boolean {
  const page = matchRoute(PAGES, path);
  return page !== null && ownsPage('events', path) && !BROWSER_ONLY.has(page.value);
}

/** Routes over the shell's path (no router of its own), so `?locale=` and the shell's navigation just work. */
export function App() {
  const { path } = useShellRoute();
  const { value: Page, params } = matchRoute(PAGES, path) ?? { value: HomePage, params: {} };
  return (
    <PriceFormatProvider>
      <RouteParamsProvider value={params}>
        <Suspense fallback={<p role="status" aria-busy="true" />}>
          {/* A page that fails to render fails alone: the next path renders afresh, the remote stays. */}
          <DropOnError what={`page ${path}`} resetKey={path}>
            <Page />
          </DropOnError>
        </Suspense>
      </RouteParamsProvider>
    </PriceFormatProvider>
  );
}
