import type { BetModel } from '@sportsbook/contracts';
import {
  changed,
  MULTIPLE_KEY,
  orderedBets,
  removeBet,
  renumbered,
  withFreeStake,
  type SlipBet,
  type SlipState,
} from './slipModel';

/**
 * The platform's answer merged in (spec 2 section 4): each single takes the platform's price, limits and
 * state, keeping the stake typed here; a single the slip does not hold is added only when the answer is
 * the backend's own slip (`acceptNew`); the first multiple takes the platform's figures but keeps its
 * description; the systems are the platform's, keeping the typed stakes. Closed outcomes (state C) are
 * marked to be removed after the delay.
 */
export function mergeServerModel(
  state: SlipState,
  model: Pick<BetModel, 'singles' | 'multiples' | 'systems' | 'errors'>,
  acceptNew = false,
): SlipState {
  const bets: Record<number, SlipBet> = { ...state.bets };
  for (const single of model.singles) {
    const mine = bets[single.outcomeId];
    if (!mine && !acceptNew) continue;
    const base = mine ?? { ...single, ref: '', includeInMultiples: true };
    bets[single.outcomeId] = withFreeStake({
      ...base,
      decimal: single.decimal ?? base.decimal,
      price: single.price ?? base.price,
      previousDecimal:
        mine && single.decimal !== undefined && single.decimal !== mine.decimal ? mine.decimal : mine?.previousDecimal,
      maxBetStake: single.maxBetStake ?? base.maxBetStake,
      outcomeState: single.outcomeState,
      message: single.message,
      enabled: single.enabled ?? base.enabled,
      singleEnabled: single.singleEnabled ?? base.singleEnabled,
      showEachWay: single.showEachWay ?? base.showEachWay,
      placeTerms: single.placeTerms ?? base.placeTerms,
      maxFreeMoneyStake: single.maxFreeMoneyStake ?? base.maxFreeMoneyStake,
      // The platform's word on a boost is the last: one that ended leaves with its answer.
      boost: single.boost,
    });
  }
  const ordered = renumbered(orderedBets({ bets }));
  const [first] = model.multiples;
  const mine = state.multiples[0];
  const multiples = first
    ? [{ ...first, description: mine?.description ?? first.description, unitStake: mine?.unitStake, ref: MULTIPLE_KEY }]
    : [];
  const stakes = new Map(state.systems.map((system) => [system.betTypeId, system.unitStake]));
  const systems = model.systems.map((system) => ({ ...system, unitStake: stakes.get(system.betTypeId) }));
  const closed = model.singles
    .filter((single) => single.outcomeState === 'C' && ordered[single.outcomeId])
    .map((single) => single.outcomeId);
  return {
    ...state,
    bets: ordered,
    multiples,
    systems,
    errors: model.errors ?? [],
    closingOutcomeIds: [...new Set([...state.closingOutcomeIds, ...closed])],
  };
}

/** After the closed-outcome delay: the closed selections go, the rest is recombined and shown expanded. */
export function removeClosed(state: SlipState, africanSlip: boolean): SlipState {
  let next = state;
  for (const outcomeId of state.closingOutcomeIds) next = removeBet(next, outcomeId, africanSlip);
  return next === state ? state : { ...next, closingOutcomeIds: [], expanded: orderedBets(next).length > 1 };
}

/** A price that moved against the player waits for the player to accept it when only better odds are taken automatically. */
export function worsenedPrices(state: SlipState, userAcceptOdds: 'A' | 'D'): SlipBet[] {
  if (userAcceptOdds === 'A') return [];
  return orderedBets(state).filter((bet) => bet.previousDecimal !== undefined && bet.decimal < bet.previousDecimal);
}

/** The player accepts the new prices: the change markers go, and with them the refusal of the old price. */
export function acceptPrices(state: SlipState): SlipState {
  return {
    ...state,
    ...changed,
    bets: Object.fromEntries(Object.entries(state.bets).map(([id, bet]) => [id, { ...bet, previousDecimal: undefined }])),
  };
}
