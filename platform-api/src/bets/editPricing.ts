import { stakeLimits, toMinorUnits, accumulatorOdds, returnsInMinorUnits, taxSettingsOf } from '@sportsbook/domain';
import type { MyBet, Settings } from '@sportsbook/contracts';
import type { BetEditLeg, BetEditRequest } from '@sportsbook/domain';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { cashoutValue, openBet } from './myBets';
import { isOfferedPrice, MAX_PAYOUT } from './slipEngine';
import { loadSlipOutcomes, type SlipOutcome } from './slipSelections';

type Tx = Pick<Database, 'query'>;
type Player = { id: number; currency: string };

/** The new bet an edit would place, valued now: the offer (its stake) and its legs at the book's prices now. */
export interface PricedEdit {
  bet: MyBet;
  offerMinor: number;
  legs: (BetEditLeg & { outcome: SlipOutcome })[];
  odds: number;
  potentialReturnsMinor: number;
}

/** Why an outcome cannot be a leg of an edited bet now, or null when it can. */
const closedReason = (outcome: SlipOutcome | undefined): string | null => {
  if (!outcome || outcome.hidden || !isOfferedPrice(outcome.price)) return 'has no price now';
  if (outcome.resulted || outcome.eventState === 'finished') return 'is decided';
  if (outcome.eventState === 'live' && !outcome.inRunning) return 'has started';
  if (outcome.marketStatus !== 'open') return 'is suspended or closed';
  if (outcome.feedAlert) return 'is held by a feed alert';
  return null;
};

/**
 * Values an edit of an open multiple: every leg of the bet must still be open (a decided or suspended leg
 * has no cash-out value to carry over), the legs asked for must differ by event, and the ones added must be
 * pre-match and on offer. The new bet stakes the cash-out offer in full at the legs' prices now.
 */
export async function priceEdit(
  db: Tx,
  player: Player,
  betId: number,
  newLegIds: number[],
  settings: Settings,
): Promise<PricedEdit> {
  const bet = await openBet(db, player.id, betId);
  if (bet.status !== 'open') throw new HttpError(409, 'this bet is settled: only an open bet can be edited');
  if (bet.kind !== 'multiple') throw new HttpError(409, 'only a multiple can be edited');
  const current = new Set(bet.selections.map((leg) => leg.outcomeId));
  const outcomes = await loadSlipOutcomes(db, [...new Set([...current, ...newLegIds])]);
  for (const leg of bet.selections) {
    const reason = closedReason(outcomes.get(leg.outcomeId));
    if (reason)
      throw new HttpError(409, `the leg "${leg.outcomeDescription}" ${reason}: a bet with a closed leg cannot be edited`);
  }
  if (newLegIds.length > settings.max_bets_on_betslip)
    throw new HttpError(400, `a bet has at most ${settings.max_bets_on_betslip} legs`);
  const legs = newLegIds.map((outcomeId) => {
    const outcome = outcomes.get(outcomeId);
    if (!outcome) throw new HttpError(404, `no outcome ${outcomeId}`);
    if (!current.has(outcomeId)) {
      const reason = closedReason(outcome);
      if (reason) throw new HttpError(409, `"${outcome.outcomeDescription}" ${reason}: it cannot be added`);
      if (outcome.inRunning || outcome.eventState !== 'prematch')
        throw new HttpError(409, `"${outcome.outcomeDescription}" is in play: only pre-match selections can be added to a bet`);
      if (outcome.isOutright) throw new HttpError(409, 'an outright cannot be added to a bet');
    }
    return {
      outcome,
      outcomeId,
      eventId: outcome.eventId,
      eventDescription: outcome.eventDescription,
      marketDescription: outcome.marketDescription,
      outcomeDescription: outcome.outcomeDescription,
      price: outcome.price,
    };
  });
  if (new Set(legs.map((leg) => leg.eventId)).size !== legs.length)
    throw new HttpError(409, 'two legs on one event cannot be combined in a bet');
  const offer = cashoutValue(bet, player.currency);
  if (offer === null) throw new HttpError(409, 'this bet has no cash-out value now, so it cannot be edited');
  const offerMinor = toMinorUnits(offer, player.currency);
  const limits = stakeLimits(settings.bet_stake_min_amount, settings.bet_stake_max_amount, player.currency);
  if (offerMinor > toMinorUnits(limits.max, player.currency))
    throw new HttpError(409, `the bet's value of ${offer} is over the maximum stake of ${limits.max}`);
  const odds = accumulatorOdds(legs.map((leg) => leg.price));
  const potentialReturnsMinor = returnsInMinorUnits(offerMinor, odds, taxSettingsOf(settings)).potentialReturns;
  const maxPayout = toMinorUnits(MAX_PAYOUT * (limits.max / settings.bet_stake_max_amount), player.currency);
  if (potentialReturnsMinor > maxPayout) throw new HttpError(409, 'the edited bet would return more than the combination limit');
  return { bet, offerMinor, legs, odds, potentialReturnsMinor };
}

/** The legs of the bet after an edit: its own less those removed, then those added, in the order asked. */
export function editedLegs(current: number[], request: BetEditRequest): number[] {
  const mine = new Set(current);
  const removing = new Set(request.remove);
  const adding = [...new Set(request.add)];
  if (!removing.size && !adding.length) throw new HttpError(400, 'an edit removes or adds at least one leg');
  const stranger = [...removing].find((id) => !mine.has(id));
  if (stranger !== undefined) throw new HttpError(400, `outcome ${stranger} is not a leg of this bet`);
  const twice = adding.find((id) => mine.has(id));
  if (twice !== undefined) throw new HttpError(400, `outcome ${twice} is already a leg of this bet`);
  const legs = [...current.filter((id) => !removing.has(id)), ...adding];
  if (!legs.length) throw new HttpError(400, 'an edit keeps at least one leg: cash the bet out instead');
  return legs;
}
