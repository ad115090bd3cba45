import type { BetError, BetslipSelection } from '@sportsbook/contracts';
import { maxFreeStakeMinor, PRICE_LADDER, returnsInMinorUnits, type taxSettingsOf } from '@sportsbook/domain';
import { resError } from './resCodes';
import type { SlipOutcome } from './slipSelections';
import { boostedSinglePrice, boostOnWire } from './priceBoosts';
import type { SlipContext, SlipRequest } from './slipRequest';

/** A selection's outcome as a slip shows it: its names, where it is, and its price as text and as a number. */
export const slipSelectionOf = (outcome: SlipOutcome) => ({
  outcomeId: outcome.outcomeId,
  outcomeDescription: outcome.outcomeDescription,
  marketDescription: outcome.marketDescription,
  periodDescription: outcome.periodDescription,
  marketId: outcome.marketId,
  marketTypeId: outcome.marketTypeId,
  slug: outcome.slug,
  eventDescription: outcome.eventDescription,
  eventId: outcome.eventId,
  sportId: outcome.sportId,
  price: outcome.price.toFixed(2),
  decimal: outcome.price,
});

/** A price the book offers: above evens' floor and below the ladder's top. */
export const isOfferedPrice = (price: number) => price > 1 && price < PRICE_LADDER[PRICE_LADDER.length - 1];

/** What every bet of a slip is judged by: the player's currency's minor units and the brand's stake limits and tax. */
export interface SlipTerms {
  minor: (amount: number) => number;
  wire: (minorUnits: number) => number;
  /** The largest stake, as the wire shows it and in minor units. */
  maxBetStake: number;
  maxStake: number;
  tax: ReturnType<typeof taxSettingsOf>;
}

/** A single the slip can price: its outcome, the book's price, its ref and the price the single is struck at. */
export interface PricedLeg {
  outcome: SlipOutcome;
  price: number;
  ref: string;
  singlePrice: number;
}

/**
 * The slip's singles priced and checked: availability, the price against what the player saw, the line, a
 * boost within its maximum stake, free money. Refusals go to `errors` in the order of the singles.
 */
export function priceSingles(
  request: SlipRequest,
  outcomes: Map<number, SlipOutcome>,
  ctx: SlipContext,
  terms: SlipTerms,
  forPlacement: boolean,
  errors: BetError[],
): { singles: BetslipSelection[]; accepted: PricedLeg[] } {
  const { minor, wire, tax } = terms;
  const singles: BetslipSelection[] = [];
  const accepted: PricedLeg[] = [];
  request.singles.forEach((requested, index) => {
    const ref = `sel${index + 1}`;
    const outcome = outcomes.get(requested.outcomeId);
    // The top of the ladder is what the book writes for an outcome it no longer believes in (a decided
    // line still open for a moment): not a price on offer, whatever the client sent.
    if (!outcome || outcome.hidden) {
      errors.push(resError('noPrice', ref));
      return;
    }
    // A price the feed could never have offered (not a number, or evens or less) is the feed's error
    // (RES-00046), not a price the book withdrew.
    if (!Number.isFinite(outcome.price) || outcome.price <= 1) {
      errors.push(resError('forceFeedError', ref));
      return;
    }
    if (!isOfferedPrice(outcome.price)) {
      errors.push(resError('noPrice', ref));
      return;
    }
    const closed = outcome.resulted || outcome.marketStatus === 'closed' || outcome.marketStatus === 'lts';
    // A pre-match price once the event has started (or ended) has passed, whatever its market's state.
    if (outcome.eventState === 'finished' || (outcome.eventState === 'live' && !outcome.inRunning))
      errors.push(resError('eventPassed', ref));
    else if (closed) errors.push(resError('betSuspended', ref));
    else if (outcome.marketStatus === 'suspended') errors.push(resError('singleSuspended', ref));
    if (outcome.feedAlert) errors.push(resError('feedAlert', ref));
    if (requested.spread !== undefined && outcome.spread !== null && requested.spread !== outcome.spread)
      errors.push(resError('spreadChanged', ref));
    const stake = requested.unitStake ?? 0;
    const boost = ctx.boosts?.get(outcome.outcomeId);
    // A boosted single within the boost's maximum stake is struck at the boost; above it, at the book's price.
    const singlePrice = boostedSinglePrice(outcome.price, boost, minor(stake));
    // 'D' takes a better price but refuses a worse one; 'A' takes the price as it is now. A boost that ended, or a
    // stake raised over its maximum, is a worse price like any other.
    if (forPlacement && requested.decimal !== undefined && singlePrice < requested.decimal && request.userAcceptOdds === 'D')
      errors.push(resError('betChange', ref));
    const returns = returnsInMinorUnits(minor(stake), singlePrice, tax);
    // Free money can pay up to the player's free money, the stake (or, with no stake yet, the maximum stake).
    const maxFree =
      ctx.promoCash === undefined
        ? undefined
        : wire(maxFreeStakeMinor(minor(ctx.promoCash), stake ? minor(stake) : terms.maxStake, terms.maxStake));
    singles.push({
      ...slipSelectionOf(outcome),
      includeInMultiples: true,
      maxBetStake: terms.maxBetStake,
      singleEnabled: true,
      ref,
      eachWay: false,
      showEachWay: false,
      outcomeState: closed ? 'C' : 'O',
      enabled: !closed && outcome.marketStatus === 'open',
      unitStake: stake,
      freeMoneyUnitStake: requested.freeMoneyUnitStake,
      maxFreeMoneyStake: maxFree,
      stakeAfterTax: wire(returns.stakeAfterTax),
      potentialReturns: wire(returns.potentialReturns),
      potentialTaxDeduction: wire(returns.taxDeduction),
      ...(boost ? { boost: boostOnWire(boost, ctx.currency) } : {}),
    });
    accepted.push({ outcome, price: outcome.price, ref, singlePrice });
  });
  return { singles, accepted };
}
