import type { ParlayConfig } from '@sportsbook/contracts';
import {
  accumulatorOdds,
  extraWinningsMinor,
  multipleStakeUnderMin,
  returnsAfterTax,
  singlePriceWith,
  systemForLegs,
  systemReturnsOver,
  type TaxSettings,
} from '@sportsbook/domain';
import { legsOf, MULTIPLE_KEY, orderedBets, showsRefusal, systemKey, type SlipState } from './slipModel';

export interface SlipFigures {
  /** What each stake returns, by key (sel1, mul1, sys300019). */
  returns: Record<
    string,
    {
      totalStake: number;
      potentialReturns: number;
      stakeAfterTax?: number;
      taxDeduction?: number;
      /** The multiple's parlay extra winnings, where the player has them and the multiple qualifies. */
      extraWinnings?: number;
    }
  >;
  totalStake: number;
  potentialReturns: number;
}

const round = (value: number, precision: number) => Math.round(value * 10 ** precision) / 10 ** precision;

/**
 * Stakes, tax and returns recomputed on the client with the shared betting math (spec 2 section 4), the
 * same the platform prices with: singles and the multiple after the brand's taxes, systems at their unit
 * stake times the number of bets.
 */
export function slipFigures(
  state: SlipState,
  tax: TaxSettings,
  precision: number,
  parlay: ParlayConfig | null = null,
): SlipFigures {
  const returns: SlipFigures['returns'] = {};
  const bets = orderedBets(state);
  for (const bet of bets) {
    if (!bet.unitStake) continue;
    // A boosted single is priced at its boost up to the boost's maximum stake (issue 42), as the platform strikes it.
    const figures = returnsAfterTax(bet.unitStake, singlePriceWith(bet.decimal, bet.boost, bet.unitStake), tax, precision);
    returns[bet.ref] = {
      totalStake: bet.unitStake,
      potentialReturns: figures.potentialReturns,
      stakeAfterTax: figures.stakeAfterTax,
      taxDeduction: figures.taxDeduction,
    };
  }
  const multiple = state.multiples[0];
  if (multiple?.unitStake) {
    const figures = returnsAfterTax(multiple.unitStake, accumulatorOdds(bets.map((bet) => bet.decimal)), tax, precision);
    // Parlay extra winnings on the same shown amounts, in the currency's minor units (maxAmount is as shown too).
    const unit = 10 ** precision;
    const extra = parlay
      ? extraWinningsMinor(
          parlay,
          bets.length,
          Math.round(multiple.unitStake * unit),
          Math.round(figures.potentialReturns * unit),
          Math.round(parlay.maxAmount * unit),
        ) / unit
      : 0;
    returns[MULTIPLE_KEY] = {
      totalStake: multiple.unitStake,
      potentialReturns: figures.potentialReturns,
      stakeAfterTax: figures.stakeAfterTax,
      taxDeduction: figures.taxDeduction,
      ...(extra > 0 ? { extraWinnings: extra } : {}),
    };
  }
  for (const system of state.showSystemBets ? state.systems : []) {
    const type = systemForLegs(system.betTypeId, legsOf(bets));
    if (!type || !system.unitStake) continue;
    returns[systemKey(system.betTypeId)] = {
      totalStake: round(system.unitStake * system.noOfBets, precision),
      potentialReturns: round(systemReturnsOver(type, legsOf(bets), system.unitStake), precision),
    };
  }
  const all = Object.values(returns);
  return {
    returns,
    totalStake: round(
      all.reduce((sum, r) => sum + r.totalStake, 0),
      precision,
    ),
    // The slip's returns are what the player may be paid: a multiple's extra winnings (savanna's acca boost) too.
    potentialReturns: round(
      all.reduce((sum, r) => sum + r.potentialReturns + (r.extraWinnings ?? 0), 0),
      precision,
    ),
  };
}

/**
 * Place-bet is disabled with no bets or no stake on any bet (spec 2 section 5), while a placement is under
 * way, while the multiple's stake is under its fixed minimum, which the platform would refuse, and while
 * the slip shows a refusal, until the player changes something.
 */
export function canPlace(state: SlipState): boolean {
  if (state.betPlacing || state.statusWaitApproval || state.closingOutcomeIds.length) return false;
  if (showsRefusal(state)) return false;
  if (multipleStakeUnderMin(state.multiples[0]?.unitStake)) return false;
  const bets = orderedBets(state);
  const staked =
    bets.some((bet) => bet.unitStake) ||
    Boolean(state.multiples[0]?.unitStake) ||
    (state.showSystemBets && state.systems.some((s) => s.unitStake));
  return bets.length > 0 && staked;
}
