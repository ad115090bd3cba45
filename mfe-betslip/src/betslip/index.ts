export { createBetslipStore, type BetslipState } from './betslipStore';
export { maxStake } from './maxStake';
export { messageOf } from './resMessages';
export { SlipController } from './slipController';
export {
  MULTIPLE_KEY,
  canPlace,
  missingCombinationReason,
  orderedBets,
  slipFigures,
  systemKey,
  toggleBet,
  worsenedPrices,
  type SlipState,
} from './slipModel';
export { BetRow, type PriceDisplay } from './view/BetRow';
export { ComboRow } from './view/ComboRow';
export { FloatingButton } from './view/FloatingButton';
export { PlaceBar } from './view/PlaceBar';
export { SlipMessages } from './view/SlipMessages';
export { type StakeEntry } from './view/StakeRow';
export { slipCard } from './view/slipStyles';
