import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { HomePage } from './home/HomePage';
import { SportPage, SportsPage } from './sports/SportsPages';
import { CompetitionsPage, CouponPage, FixturesPage, OutrightsPage } from './competitions/CompetitionPages';
import { EventPage } from './eventPage/EventPage';
import { LivePage } from './live/LivePage';
import { PriceFormatProvider } from './odds/PriceFormat';
import { FavouritesPage } from './favourites/FavouritesPage';
import { CURRENCY_GATES, FAVOURITES_ID, THIRD_PARTY_SECTIONS, useShellRoute } from '@sportsbook/contracts';
import { PromotionsPage } from './promotions/PromotionsPage';
import { HelpPage } from './help/HelpPage';
import { GameSectionPage } from './gameSections/GameSectionPage';

/** The events remote's pages (spec 2 section 2), the promotions, help and third-party game pages, each under the locale. */
export function App() {
  const { locale } = useShellRoute();
  return (
    <PriceFormatProvider>
      <BrowserRouter basename={`/${locale}`}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/homepage" element={<HomePage />} />
          <Route path="/sports" element={<SportsPage />} />
          <Route path="/sports/fixtures" element={<FixturesPage />} />
          {THIRD_PARTY_SECTIONS.map((entry) => (
            <Route
              key={entry.section}
              path={`${CURRENCY_GATES[entry.section].path}/*`}
              element={<GameSectionPage entry={entry} />}
            />
          ))}
          <Route path="/promotions" element={<PromotionsPage />} />
          <Route path="/public" element={<HelpPage />} />
          <Route path="/help" element={<HelpPage />} />
          <Route path="/sports/outrights" element={<OutrightsPage />} />
          <Route path="/sports/competitions" element={<CompetitionsPage />} />
          <Route path="/sports/competitions/:sport/:country" element={<CompetitionsPage />} />
          <Route path="/sports/competitions/:sport/:country/:league" element={<CompetitionsPage />} />
          <Route path="/sports/coupon/:couponId" element={<CouponPage />} />
          <Route path={`/sports/${FAVOURITES_ID}`} element={<FavouritesPage />} />
          <Route path={`/live/sport/${FAVOURITES_ID}`} element={<FavouritesPage />} />
          <Route path="/sports/:sport" element={<SportPage />} />
          <Route path="/sports/:sport/:league" element={<SportPage />} />
          <Route path="/events/:slug" element={<EventPage />} />
          <Route path="/live/sport" element={<LivePage />} />
          <Route path="/live/sport/:sport" element={<LivePage />} />
          <Route path="/live/:slug" element={<EventPage />} />
          <Route path="*" element={<HomePage />} />
        </Routes>
      </BrowserRouter>
    </PriceFormatProvider>
  );
}
