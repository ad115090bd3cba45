import { useShellRoute } from '@sportsbook/contracts';
import { JackpotPage } from './jackpots/JackpotPage';
import { JackpotSlipProvider } from './slip/JackpotSlipProvider';
import { JackpotTeaser } from './teaser/JackpotTeaser';

/** The whole page on /jackpot paths (the centre column); a teaser in a side column elsewhere. */
export function App() {
  const { path } = useShellRoute();
  const page = /^\/jackpot(\/|$)/.test(path);
  // The slip outlives a trip to another page and back, as long as the remote stays mounted.
  return <JackpotSlipProvider>{page ? <JackpotPage /> : <JackpotTeaser />}</JackpotSlipProvider>;
}
