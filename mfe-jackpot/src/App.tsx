import { lazy, Suspense } from 'react';
import { ownsPage, useShellRoute } from '@sportsbook/contracts';
import { JackpotSlipProvider } from './slip/JackpotSlipProvider';
import { JackpotTeaser } from './teaser/JackpotTeaser';

// The board and slip load only on /jackpot paths: elsewhere the remote is a small teaser on the first view.
const JackpotPage = lazy(() => import('./jackpotPage/JackpotPage').then((module) => ({ default: module.JackpotPage })));

/** The whole page on the paths the shell gives it (/jackpot, the centre column); a teaser in a side column elsewhere. */
export function App() {
  const { path } = useShellRoute();
  const page = ownsPage('jackpot', path);
  // The slip outlives a trip to another page and back, as long as the remote stays mounted.
  return (
    <JackpotSlipProvider>
      {page ? (
        <Suspense fallback={null}>
          <JackpotPage />
        </Suspense>
      ) : (
        <JackpotTeaser />
      )}
    </JackpotSlipProvider>
  );
}
