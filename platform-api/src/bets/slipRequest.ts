import type { ParlayConfig, Settings, UserAcceptOdds } from '@sportsbook/contracts';
import type { SlipRequestBody } from '@sportsbook/contracts/wire';
import type { ActiveBoost } from './priceBoosts';

/** The slip's body as the routes take it, with the defaults its optional price rule and origin take. */
export type SlipRequest = SlipRequestBody & { userAcceptOdds: UserAcceptOdds; originId: number };

export interface SlipContext {
  settings: Settings;
  currency: string;
  /** Set when a player is known: the slip shows the available balance. */
  balance?: number;
  promoCash?: number;
  wagersAllowed: boolean;
  /** The brand's parlay extra winnings, set only for an eligible player (spec 2 section 6). */
  parlay?: ParlayConfig;
  /** The brand's price boosts running now, by outcome: a single within a boost's maximum stake gets its price. */
  boosts?: Map<number, ActiveBoost>;
}
