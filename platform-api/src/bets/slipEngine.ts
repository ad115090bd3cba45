import {
  fromMinorUnits,
  MULTIPLE_BET_TYPE_ID,
  roundMinor,
  stakeLimits,
  toBookedAmount,
  toMinorUnits,
  accumulatorOdds,
  extraWinningsMinor,
  multipleBookedUnderMin,
  multipleDescription,
  returnsInMinorUnits,
  systemBetCountOver,
  systemForLegs,
  systemReturnsOver,
  systemsForLegs,
  taxSettingsOf,
} from '@sportsbook/domain';
import type { BetError, BetModel } from '@sportsbook/contracts';
import { resError } from './resCodes';
import { priceSingles } from './slipSingles';
import type { SlipContext, SlipRequest } from './slipRequest';
import type { SlipOutcome } from './slipSelections';

// What the slip's callers read of its request and singles, from where they are priced.
export type { SlipContext, SlipRequest } from './slipRequest';
export { isOfferedPrice, slipSelectionOf } from './slipSingles';

/** A bet as it will be written: its amounts in whole minor units of the player's currency, as stored. */
export interface PlannedBet {
  kind: 'single' | 'multiple' | 'system';
  betTypeId: number;
  description: string;
  unitStakeMinor: number;
  numBets: number;
  totalStakeMinor: number;
  odds: number | null;
  potentialReturnsMinor: number;
  /** The part of the total stake paid from free money, in whole minor units. */
  freeStakeMinor: number;
  /** A multiple's parlay extra winnings if it wins, in whole minor units. */
  extraWinningsMinor: number;
  selections: { outcome: SlipOutcome; price: number }[];
}

export interface Slip {
  model: BetModel;
  bets: PlannedBet[];
  errors: BetError[];
  live: boolean;
  /** What the slip costs, in whole minor units of the player's currency. */
  totalStakeMinor: number;
  /** What of it free money pays (the rest comes from the balance). */
  freeStakeMinor: number;
}

/** Returns above this are refused as over the combination limit (RES-00233), scaled like stakes. */
export const MAX_PAYOUT = 500_000;
const SINGLE_BET_TYPE_ID = 1;

const round = (value: number, precision: number) => Math.round(value * 10 ** precision) / 10 ** precision;

/**
 * Prices a slip and checks everything that can be checked without touching the wallet: availability,
 * prices against what the player saw (userAcceptOdds), lines, stakes and limits, combinations. The same
 * code answers the selections call and guards placement, so both agree.
 */
export function buildSlip(
  request: SlipRequest,
  outcomes: Map<number, SlipOutcome>,
  ctx: SlipContext,
  forPlacement: boolean,
): Slip {
  const errors: BetError[] = [];
  const { settings } = ctx;
  // Arithmetic is in whole minor units of the player's currency (cents of EUR, whole yen, whole rupiah);
  // the model the client reads carries major units, as the wire always has.
  const minor = (amount: number) => toMinorUnits(amount, ctx.currency);
  const wire = (minorUnits: number) => fromMinorUnits(minorUnits, ctx.currency);
  const limits = stakeLimits(settings.bet_stake_min_amount, settings.bet_stake_max_amount, ctx.currency);
  const minStake = minor(limits.min);
  const maxStake = minor(limits.max);
  // Returns above MAX_PAYOUT are refused, scaled like the stake limits (times 1000 for IDR).
  const maxPayout = minor(MAX_PAYOUT * (limits.max / settings.bet_stake_max_amount));
  const tax = taxSettingsOf(settings);

  if (request.singles.length > settings.max_bets_on_betslip) errors.push(resError('tooManyBets'));
  if (request.priceType === 'SP') errors.push(resError('startingPriceNotAllowed'));
  if (forPlacement && !ctx.wagersAllowed) errors.push(resError('wagersDisallowed'));

  const { singles, accepted } = priceSingles(
    request,
    outcomes,
    ctx,
    { minor, wire, maxBetStake: limits.max, maxStake, tax },
    forPlacement,
    errors,
  );

  const bets: PlannedBet[] = [];
  const checkStake = (unitStakeMinor: number, totalStakeMinor: number, ref: string) => {
    if (unitStakeMinor < minStake || unitStakeMinor <= 0) errors.push(resError('stakeUnderMin', ref));
    if (totalStakeMinor > maxStake) errors.push(resError('stakeOverMax', ref));
  };
  request.singles.forEach((requested, index) => {
    const leg = accepted.find((a) => a.ref === `sel${index + 1}`);
    if (!leg || !requested.unitStake) return;
    const stake = minor(requested.unitStake);
    checkStake(stake, stake, leg.ref);
    const free = minor(requested.freeMoneyUnitStake ?? 0);
    // A free stake is part of the stake: never more than it (RES-00241, the free bet failed).
    if (free > stake) errors.push(resError('freeBetFailed', leg.ref));
    bets.push({
      kind: 'single',
      freeStakeMinor: Math.min(free, stake),
      extraWinningsMinor: 0,
      betTypeId: SINGLE_BET_TYPE_ID,
      description: 'Single',
      unitStakeMinor: stake,
      numBets: 1,
      totalStakeMinor: stake,
      odds: leg.singlePrice,
      potentialReturnsMinor: returnsInMinorUnits(stake, leg.singlePrice, tax).potentialReturns,
      selections: [{ outcome: leg.outcome, price: leg.singlePrice }],
    });
  });

  // A multiple or system with a suspended leg is a suspended bet (RES-00048), beside its leg's own RES-00108.
  const hasSuspendedLeg = accepted.some((a) => a.outcome.marketStatus === 'suspended');
  // A multiple needs at least two selections from different events (spec 2 section 5).
  const events = new Set(accepted.map((a) => a.outcome.eventId));
  const combinable = accepted.length >= 2 && events.size === accepted.length;
  const odds = accumulatorOdds(accepted.map((a) => a.price));
  // The most a multiple's extra winnings can be, scaled like stakes (times 1000 in the scaled currencies).
  const maxExtra = ctx.parlay ? minor(toBookedAmount(ctx.parlay.maxAmount, ctx.currency)) : 0;
  const multiples: BetModel['multiples'] = combinable
    ? [
        {
          betTypeId: MULTIPLE_BET_TYPE_ID,
          description: multipleDescription(accepted.length),
          noOfBets: 1,
          decimal: round(odds, 2),
          price: odds.toFixed(2),
          ref: 'mul1',
        },
      ]
    : [];
  for (const requested of request.multiples ?? []) {
    if (!combinable) {
      errors.push(resError('combinedNotAllowed', 'mul1'));
      continue;
    }
    const stake = minor(requested.unitStake);
    checkStake(stake, stake, 'mul1');
    if (hasSuspendedLeg) errors.push(resError('combinedSuspended', 'mul1'));
    // The client's fixed minimum (spec 2 section 5), enforced here too: a client that skips it is refused.
    if (requested.unitStake > 0 && multipleBookedUnderMin(requested.unitStake, ctx.currency))
      errors.push(resError('multipleStakeUnderMin', 'mul1'));
    const potentialReturns = returnsInMinorUnits(stake, odds, tax).potentialReturns;
    if (potentialReturns > maxPayout) errors.push(resError('combinationLimit', 'mul1'));
    const extra = extraWinningsMinor(ctx.parlay, accepted.length, stake, potentialReturns, maxExtra);
    if (ctx.parlay && multiples[0]) multiples[0] = { ...multiples[0], extraParlayWinnings: wire(extra) };
    bets.push({
      kind: 'multiple',
      freeStakeMinor: 0,
      extraWinningsMinor: extra,
      betTypeId: MULTIPLE_BET_TYPE_ID,
      description: multipleDescription(accepted.length),
      unitStakeMinor: stake,
      numBets: 1,
      totalStakeMinor: stake,
      odds,
      potentialReturnsMinor: potentialReturns,
      selections: accepted,
    });
  }

  // Systems show with at least three bets, never on the african slip, and count only the combinations
  // with distinct markets (spec 2 section 5): legs sharing an event or a market still make systems.
  const legs = accepted.map((a) => ({ marketId: a.outcome.marketId, decimal: a.price }));
  const offersSystems = accepted.length >= 3 && new Set(legs.map((l) => l.marketId)).size >= 2 && !settings.african_betslip;
  const systems = offersSystems
    ? systemsForLegs(legs).map((type) => ({
        betTypeId: type.id,
        description: type.name,
        noOfBets: systemBetCountOver(type, legs),
      }))
    : [];
  for (const requested of request.systems ?? []) {
    const type = offersSystems ? systemForLegs(requested.betTypeId, legs) : undefined;
    if (!type) {
      errors.push(resError('combinedNotAllowed', `sys${requested.betTypeId}`));
      continue;
    }
    const numBets = systemBetCountOver(type, legs);
    const stake = minor(requested.unitStake);
    const totalStake = stake * numBets;
    checkStake(stake, totalStake, `sys${type.id}`);
    if (hasSuspendedLeg) errors.push(resError('combinedSuspended', `sys${type.id}`));
    const potentialReturns = roundMinor(systemReturnsOver(type, legs, stake));
    if (potentialReturns > maxPayout) errors.push(resError('combinationLimit', `sys${type.id}`));
    bets.push({
      kind: 'system',
      freeStakeMinor: 0,
      extraWinningsMinor: 0,
      betTypeId: type.id,
      description: type.name,
      unitStakeMinor: stake,
      numBets,
      totalStakeMinor: totalStake,
      odds: null,
      potentialReturnsMinor: potentialReturns,
      selections: accepted,
    });
  }

  const totalStake = bets.reduce((sum, bet) => sum + bet.totalStakeMinor, 0);
  if (forPlacement && bets.length === 0 && errors.length === 0) errors.push(resError('stakeUnderMin'));
  if (forPlacement && request.usePromoCash && totalStake > minor(ctx.promoCash ?? 0)) errors.push(resError('freeBetFailed'));
  // The free stakes together cannot spend more free money than the player has (known players only: a visitor's
  // slip is priced without a wallet).
  const freeStake = bets.reduce((sum, bet) => sum + bet.freeStakeMinor, 0);
  if ((forPlacement || ctx.promoCash !== undefined) && freeStake > minor(ctx.promoCash ?? 0))
    errors.push(resError('freeBetFailed'));

  const model: BetModel = {
    singles,
    multiples,
    systems: request.showSysBets === false ? [] : systems,
    totalCost: wire(totalStake),
    potentialReturns: wire(bets.reduce((sum, bet) => sum + bet.potentialReturnsMinor, 0)),
    totalOdds: combinable ? round(odds, 2) : undefined,
    originId: request.originId,
    userAcceptOdds: request.userAcceptOdds,
    availableBalance: ctx.balance,
    showSysBets: offersSystems,
    errors,
  };
  return {
    model,
    bets,
    errors,
    live: accepted.some((a) => a.outcome.inRunning),
    totalStakeMinor: totalStake,
    freeStakeMinor: freeStake,
  };
}
