import type { Clock, PeriodAbbreviation } from '../domain/events';

/** How a bet stands: open until settled; then won, lost, void (refunded) or cashed out. */
export type MyBetStatus = 'open' | 'won' | 'lost' | 'void' | 'cashed_out';

export interface MyBetScore {
  opponentId?: number;
  points: number;
  formattedPoints: string;
}

/**
 * One leg of a bet as the open-bets and settled-bets calls answer it, with its event's live state. A jackpot
 * bet lists one leg per pick, with the match's ordinal in the jackpot.
 */
export interface MyBetSelection {
  outcomeId: number;
  marketId: number;
  eventId: number;
  /** The price the bet was struck at; a jackpot pick is struck at none, so it carries the book's price now. */
  price: number;
  currentPrice: number;
  /** A jackpot pick's match, 1 to the jackpot's number of matches (reserves after the main ones). */
  ordinal?: number;
  /** A jackpot pick on a reserve match, which stands in for a main match that is void. */
  reserve?: boolean;
  eventDescription: string;
  marketDescription: string;
  outcomeDescription: string;
  result: 'won' | 'lost' | 'void' | null;
  marketStatus: string;
  event: {
    slug?: string;
    sportCode?: string;
    state: 'prematch' | 'live' | 'finished' | string;
    clock: Clock | null;
    /** `match` holds frames or maps won where that is the sport's score (mainScore). */
    scores: { score?: MyBetScore[]; match?: MyBetScore[] } | null;
    currentPeriodAbbreviation?: PeriodAbbreviation | null;
    currentPeriodNumber?: number | null;
  };
}

/**
 * A placed bet (GET .../openbets, .../openbet/{betId}, dailySettledBets). Jackpot bets are listed beside the
 * others with kind 'jackpot': numBets is their lines, unitStake the stake per line, potentialReturns the
 * prize, and betId their jackpot bet id (a number of its own series: key lists by reference, which is unique).
 */
export interface MyBet {
  betId: number;
  reference: string;
  betSlipId: string;
  kind: 'single' | 'multiple' | 'system' | 'jackpot';
  betTypeId: number;
  description: string;
  unitStake: number;
  numBets: number;
  totalStake: number;
  odds: number | null;
  potentialReturns: number;
  status: MyBetStatus;
  returns: number | null;
  live: boolean;
  placedAt: string;
  settledAt: string | null;
  selections: MyBetSelection[];
  /** The jackpot of a jackpot bet. */
  jackpotId?: number;
  /**
   * A multiple's parlay extra winnings (spec 2 sections 1 and 6), beside its returns: while open, what it
   * adds if every leg wins; once settled, what it paid. Absent when it has none.
   */
  extraWinnings?: number;
  /** What cashing out pays now; null when cash out is not offered. Open bets only. */
  cashoutValue?: number | null;
  /** What partial cash outs of this bet have paid so far; absent when none has. Its stakes are already off the bet's. */
  cashedOut?: number;
  /** The player's auto cash-out rule on this open bet, when one is set; on a settled bet, the rule that cashed it out. */
  autoCashOut?: AutoCashOutRule;
}

/**
 * An auto cash out (issue 42): the platform cashes the bet out in full, once, the moment its offer reaches
 * the target, whether or not the player is watching. PUT or DELETE .../openbet/{betId}/autocashout.
 */
export interface AutoCashOutRule {
  target: number;
  /** Set on a bet the rule cashed out (a settled bet, status cashed_out). */
  fired?: boolean;
}

/** GET .../openbet/{betId}/cashout: an amount held for cashout_timeout. */
export interface CashoutOffer {
  offerId: string;
  betId: number;
  amount: number;
  expiresAt: string;
  /** The amounts of it a partial cash out may take; null when the bet is too small to split. */
  partial: { min: number; max: number } | null;
}

/**
 * POST .../openbet/{betId}/cashout with the offer's id, and `amount` for a partial cash out (the whole offer
 * when absent): the route's schema's type.
 */
export type { CashoutTake } from '../wire/routes/myBets';

/** POST .../openbet/{betId}/cashout: what was paid and the balance after it; the stake left running after a partial one. */
export interface CashoutTaken {
  betId: number;
  amount: number;
  balance: number;
  stakeLeft?: number;
}
