import type { SlipPriceBoost } from '@sportsbook/domain';
import type { UserAcceptOdds } from './player';

/** Spec 2 section 3: a single of the betslip. */
export interface BetslipSelection {
  outcomeId: number;
  outcomeDescription: string;
  marketDescription: string;
  periodDescription?: string;
  marketId: number;
  marketTypeId: number;
  slug?: string;
  eventDescription: string;
  eventId: number;
  sportId?: number;
  price?: string;
  decimal: number;
  includeInMultiples: boolean;
  maxBetStake?: number;
  singleEnabled?: boolean;
  /** sel1, sel2, ... renumbered when a bet is removed. */
  ref: string;
  eachWay?: boolean;
  showEachWay?: boolean;
  placeTerms?: string;
  stakeAfterTax?: number;
  notifyPriceChangeMode?: string;
  enabled?: boolean;
  /** 'C' means closed. */
  outcomeState?: 'C' | 'O';
  isPowerOdd?: boolean;
  unitStake?: number;
  freeMoneyUnitStake?: number;
  maxFreeMoneyStake?: number;
  potentialReturns?: number;
  potentialTaxDeduction?: number;
  message?: string;
  /** The brand's boost of this outcome's price (issue 42): the single's price up to its maximum stake. */
  boost?: SlipPriceBoost;
}

export interface Multiple {
  betTypeId: number;
  description: string;
  noOfBets: number;
  price?: string;
  decimal: number;
  maxBetStake?: number;
  minBetStake?: number;
  totalStake?: number;
  unitStake?: number;
  freeMoneyUnitStake?: number;
  potentialReturns?: number;
  extraParlayWinnings?: number;
  ref: string;
}

export interface SystemBet {
  betTypeId: number;
  description: string;
  noOfBets: number;
  unitStake?: number;
  totalStake?: number;
  potentialReturns?: number;
}

export interface BetError {
  code: string;
  message: string;
  ref?: string;
}

export interface BetModel {
  delay?: number;
  betSlipId?: string;
  reference?: string;
  singles: BetslipSelection[];
  multiples: Multiple[];
  systems: SystemBet[];
  globalStake?: number;
  totalCost?: number;
  potentialReturns?: number;
  potentialPlaceWin?: number;
  displayDelay?: number;
  totalOdds?: number;
  originId: number;
  usePromoCash?: boolean;
  userAcceptOdds: UserAcceptOdds;
  availableBalance?: number;
  errors?: BetError[];
  showSysBets?: boolean;
}

/** Betslip origin ids sent with bets. */
export const BETSLIP_ORIGIN = { default: 11, embedded: 20, nativeApp: 21 } as const;

/** The origin ids the platform takes (spec 1 section 9). */
export type BetslipOriginId = (typeof BETSLIP_ORIGIN)[keyof typeof BETSLIP_ORIGIN];

const isBetslipOriginId = (origin: number | null | undefined): origin is BetslipOriginId =>
  Object.values<number | null | undefined>(BETSLIP_ORIGIN).includes(origin);

/**
 * The origin id a bet is sent with (spec 1 section 9): the page's betslip-origin when it names one the
 * platform takes, else native app 21, embedded 20, otherwise 11.
 */
export function betslipOriginId(mode: { nativeApp: boolean; embedded: boolean; betslipOrigin?: number | null }): BetslipOriginId {
  if (isBetslipOriginId(mode.betslipOrigin)) return mode.betslipOrigin;
  if (mode.nativeApp) return BETSLIP_ORIGIN.nativeApp;
  return mode.embedded ? BETSLIP_ORIGIN.embedded : BETSLIP_ORIGIN.default;
}

/** The betslip's state (spec 2 section 3). */
export interface BetslipState {
  open: boolean;
  expanded: boolean;
  bets: Record<number, BetslipSelection>;
  multiples: Multiple[];
  systems: SystemBet[];
  jackpotBets: unknown[];
  errors: BetError[];
  betPlacing: boolean;
  placementSuccess: boolean;
  statusWaitApproval: boolean;
  placementDuration?: number;
  placementStatusResponse?: unknown;
  activeBetKey: string | null;
  activeBetStake: string;
  isEachWayChecked: boolean;
  pendingBet: BetslipSelection | null;
  isResponseTimeOver: boolean;
  isShowNotAvailableMessage: boolean;
  betMaybeReferred: boolean;
  showSystemBets: boolean;
  selectionParams?: Record<string, unknown>;
}
