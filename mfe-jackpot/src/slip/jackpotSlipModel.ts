import {
  type BetslipOriginId,
  type JackpotPlacementAnswer,
  type JackpotSelection,
  type JackpotSlipPrice,
} from '@sportsbook/contracts';
import {
  checkJackpotSelections,
  isJackpotComplete,
  toggleJackpotOutcome,
  type JackpotError,
  type JackpotLeg,
} from '@sportsbook/domain';
import type { JackpotBetslipBody, JackpotSelectionsBody } from '@sportsbook/contracts/wire';

/** What the slip knows of a jackpot: enough to book it, without the board's event details. */
export interface SlipJackpot {
  jackpotId: number;
  jackpotPrize: number;
  unitStake: number;
  currency: string;
  legs: JackpotLeg[];
}

/**
 * A jackpot bet (spec 2 section 3) as the slip holds it: the selections keep their reserve flag, and the
 * total stake is the platform's price (null until it has priced the current selections and stake).
 */
export interface SlipBet {
  jackpotId: number;
  jackpotPrize: number;
  currency: string;
  globalStake: number;
  unitStake: number;
  jackpotTotalStake: number | null;
  noOfBets: number;
  numberOfEvents: number;
  selections: JackpotSelection[];
}

export interface Placement {
  jackpotId: number;
  reference: string;
  totalCost: number;
  noOfBets: number;
  currency: string;
}

export interface JackpotSlipState {
  /** One bet per jackpotId: a new selection on a jackpot replaces its bet. */
  bets: Record<number, SlipBet>;
  open: boolean;
  /** The jackpot whose bet the slip shows. */
  activeJackpotId: number | null;
  priceStatus: 'idle' | 'pending' | 'fulfilled' | 'rejected';
  placing: boolean;
  placed: Placement | null;
  /** The platform's messages for the shown bet. */
  errors: string[];
  retailCode: string | null;
}

export const EMPTY_SLIP: JackpotSlipState = {
  bets: {},
  open: false,
  activeJackpotId: null,
  priceStatus: 'idle',
  placing: false,
  placed: null,
  errors: [],
  retailCode: null,
};

/** Stakes per line a player can choose, as multiples of the jackpot's unit stake. */
export const STAKE_MULTIPLES = [1, 2, 5, 10] as const;

export const stakeChoices = (unitStake: number): number[] => STAKE_MULTIPLES.map((m) => Math.round(m * unitStake * 100) / 100);

/** The slip's bet for a jackpot after its selections changed: removing the last one closes the slip. */
function withSelections(state: JackpotSlipState, jackpot: SlipJackpot, selections: JackpotSelection[]): JackpotSlipState {
  const { [jackpot.jackpotId]: before, ...others } = state.bets;
  const reset = { errors: [], retailCode: null, placed: null, priceStatus: 'idle' as const };
  if (!selections.length) {
    const closes = state.activeJackpotId === jackpot.jackpotId || state.activeJackpotId === null;
    return {
      ...state,
      ...reset,
      bets: others,
      open: closes ? false : state.open,
      activeJackpotId: closes ? null : state.activeJackpotId,
    };
  }
  const bet: SlipBet = {
    jackpotId: jackpot.jackpotId,
    jackpotPrize: jackpot.jackpotPrize,
    currency: jackpot.currency,
    unitStake: jackpot.unitStake,
    globalStake: before?.globalStake ?? jackpot.unitStake,
    jackpotTotalStake: null,
    noOfBets: checkJackpotSelections(
      jackpot.legs,
      selections.map((s) => s.outcomeId),
    ).noOfBets,
    numberOfEvents: jackpot.legs.length,
    selections,
  };
  return { ...state, ...reset, bets: { ...others, [jackpot.jackpotId]: bet }, open: true, activeJackpotId: jackpot.jackpotId };
}

/**
 * An outcome clicked on the board (spec 2 sections 4 and 5): it toggles, unless the jackpot rules refuse
 * it; then the slip is unchanged and the error is the toast to show. A refused click does not stop a
 * placement's confirmation from showing.
 */
export function selectOutcome(
  state: JackpotSlipState,
  jackpot: SlipJackpot,
  outcomeId: number,
): { state: JackpotSlipState; error?: JackpotError } {
  if (state.placing) return { state };
  const current = state.bets[jackpot.jackpotId]?.selections ?? [];
  const toggled = toggleJackpotOutcome(jackpot.legs, current, outcomeId);
  if (toggled.error) return { state, error: toggled.error };
  return { state: withSelections(state, jackpot, toggled.selections) };
}

/** The remove button of a slip row: removal is never refused. */
export function removeSelection(state: JackpotSlipState, jackpot: SlipJackpot, outcomeId: number): JackpotSlipState {
  if (state.placing) return state;
  const current = state.bets[jackpot.jackpotId]?.selections ?? [];
  return withSelections(
    state,
    jackpot,
    current.filter((s) => s.outcomeId !== outcomeId),
  );
}

export function clearBet(state: JackpotSlipState, jackpot: SlipJackpot): JackpotSlipState {
  return state.placing ? state : withSelections(state, jackpot, []);
}

/** A new stake per line: the old price no longer holds. */
export function setGlobalStake(state: JackpotSlipState, jackpotId: number, globalStake: number): JackpotSlipState {
  const bet = state.bets[jackpotId];
  if (!bet || state.placing || !(globalStake > 0)) return state;
  return {
    ...state,
    bets: { ...state.bets, [jackpotId]: { ...bet, globalStake, jackpotTotalStake: null } },
    errors: [],
    retailCode: null,
  };
}

/** The slip follows the board: it shows the bet of the jackpot on screen, open when there is one. */
export function showJackpot(state: JackpotSlipState, jackpotId: number): JackpotSlipState {
  if (state.activeJackpotId === jackpotId) return state;
  return {
    ...state,
    activeJackpotId: jackpotId,
    open: Boolean(state.bets[jackpotId]) || state.placed?.jackpotId === jackpotId,
    errors: [],
    retailCode: null,
  };
}

/** What the slip reads of the platform's price (tests give only these). */
export type PriceModel = Pick<JackpotSlipPrice, 'jackpotId' | 'noOfBets' | 'globalStake' | 'totalCost'> &
  Partial<Pick<JackpotSlipPrice, 'errors'>>;

/** The platform's price, kept only while it is the price of the slip's stake. */
export function priced(state: JackpotSlipState, model: PriceModel): JackpotSlipState {
  const bet = state.bets[model.jackpotId];
  if (!bet || bet.globalStake !== model.globalStake) return state;
  return {
    ...state,
    priceStatus: 'fulfilled',
    bets: { ...state.bets, [model.jackpotId]: { ...bet, jackpotTotalStake: model.totalCost, noOfBets: model.noOfBets } },
    errors: state.activeJackpotId === model.jackpotId ? (model.errors ?? []) : state.errors,
  };
}

export const isComplete = (bet: SlipBet): boolean =>
  isJackpotComplete(
    bet.selections.map((s) => s.ordinal),
    bet.numberOfEvents,
  );

/** Placement (and a retail code) needs every ordinal picked and the platform's price of it. */
export const canPlace = (state: JackpotSlipState, bet: SlipBet | undefined): bet is SlipBet & { jackpotTotalStake: number } =>
  Boolean(bet && isComplete(bet) && bet.jackpotTotalStake !== null && bet.noOfBets > 0 && !state.placing && !state.errors.length);

export const placementStarted = (state: JackpotSlipState): JackpotSlipState => ({ ...state, placing: true, errors: [] });

/** An accepted bet leaves the slip, which shows its reference until the player starts again. */
export function placementAnswered(state: JackpotSlipState, jackpotId: number, answer: JackpotPlacementAnswer): JackpotSlipState {
  const bet = state.bets[jackpotId];
  if (answer.status !== 'accepted' || !bet) {
    return {
      ...state,
      placing: false,
      // Without the platform's reasons, the slip's own (a translation key, as the slip shows every error).
      errors: answer.errors?.length ? answer.errors : ['jackpot.errors.notPlaced'],
    };
  }
  const others = { ...state.bets };
  delete others[jackpotId];
  return {
    ...state,
    bets: others,
    placing: false,
    errors: [],
    placed: {
      jackpotId,
      reference: `J-${answer.jackpotBetId}`,
      totalCost: answer.totalCost ?? bet.jackpotTotalStake ?? 0,
      noOfBets: answer.noOfBets ?? bet.noOfBets,
      currency: bet.currency,
    },
  };
}

export const placementFailed = (state: JackpotSlipState): JackpotSlipState => ({ ...state, placing: false });

/** After the confirmation: the slip closes unless the jackpot on screen still has a bet. */
export function startAgain(state: JackpotSlipState): JackpotSlipState {
  const id = state.activeJackpotId;
  return { ...state, placed: null, retailCode: null, errors: [], open: id !== null && Boolean(state.bets[id]) };
}

/** The body of the price and retail-code calls (spec 2 section 7): outcome ids comma joined. */
export const slipRequest = (bet: SlipBet, originId: BetslipOriginId): JackpotSelectionsBody => ({
  jackpotId: bet.jackpotId,
  globalStake: bet.globalStake,
  originId,
  outcomeIds: bet.selections.map((s) => s.outcomeId).join(','),
});

/**
 * The body of the placement: the spec's jackpot bet (spec 2 section 3), with the price the player saw
 * (jackpotTotalStake, noOfBets, jackpotPrize), which the platform refuses once it no longer holds.
 */
export const placementRequest = (
  bet: SlipBet & { jackpotTotalStake: number },
  originId: BetslipOriginId,
): JackpotBetslipBody => ({
  jackpotId: bet.jackpotId,
  jackpotPrize: bet.jackpotPrize,
  globalStake: bet.globalStake,
  jackpotTotalStake: bet.jackpotTotalStake,
  noOfBets: bet.noOfBets,
  originId,
  singles: [...bet.selections]
    .sort((a, b) => a.ordinal - b.ordinal || a.outcomeId - b.outcomeId)
    .map(({ ordinal, outcomeId }) => ({ ordinal, outcomeId })),
});
