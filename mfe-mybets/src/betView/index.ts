export {
  betOdds,
  isLiveBet,
  jackpotMatches,
  legClock,
  legEventPath,
  legScore,
  legState,
  settledSummary,
  type LegState,
} from './betView';
export { useDateText } from './useDateText';
export { actionButtons } from './actionButtons';
