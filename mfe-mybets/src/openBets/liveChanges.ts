import { fieldOf, type LiveChangeOf, type MyBet, type MyBetSelection } from '@sportsbook/contracts';
import { cashOutValue } from '@sportsbook/domain';

/** The live feed's changes that open bets follow (spec 2 section 4): what they show or value. */
export type BetLiveChange = LiveChangeOf<'clock' | 'score' | 'event' | 'price' | 'market'>;

const FOLLOWED = new Set(['clock', 'score', 'event', 'price', 'market']);

/** Alerts come down the same stream; open bets take only what they show or value. */
export function isBetLiveChange(change: unknown): change is BetLiveChange {
  const [t, eid, mid, oid, s] = ['t', 'eid', 'mid', 'oid', 's'].map((name) => fieldOf(change, name));
  if (typeof t !== 'string' || !FOLLOWED.has(t) || typeof eid !== 'number') return false;
  if (t === 'market') return typeof mid === 'number' && typeof s === 'string';
  if (t === 'price')
    return (
      typeof oid === 'number' && typeof s === 'string' && typeof fieldOf(fieldOf(fieldOf(change, 'clp'), 'cp'), 'd') === 'number'
    );
  return true;
}

/** Whether a change is about this leg: scores and clocks by event, prices by outcome, market states by market. */
function concernsLeg(leg: MyBetSelection, change: BetLiveChange): boolean {
  if (change.t === 'price') return leg.outcomeId === change.oid;
  if (change.t === 'market') return leg.marketId === change.mid;
  return leg.eventId === change.eid;
}

/** The events whose changes matter: those of legs still waiting for a result. */
export function followedEventIds(bets: readonly MyBet[]): number[] {
  const ids = new Set<number>();
  for (const bet of bets)
    for (const leg of bet.selections) if (!leg.result && leg.event.state !== 'finished') ids.add(leg.eventId);
  return [...ids].sort((a, b) => a - b);
}

function applyToLeg(leg: MyBetSelection, change: BetLiveChange): MyBetSelection {
  switch (change.t) {
    case 'clock':
      return { ...leg, event: { ...leg.event, clock: change.clock } };
    case 'event':
      return { ...leg, event: { ...leg.event, state: change.state } };
    case 'price':
      return { ...leg, currentPrice: change.clp.cp.d, marketStatus: change.s };
    case 'market':
      return { ...leg, marketStatus: change.s };
    case 'score':
      return {
        ...leg,
        event: {
          ...leg.event,
          scores: {
            ...leg.event.scores,
            score: change.scores.score ?? leg.event.scores?.score,
            match: change.scores.match ?? leg.event.scores?.match,
          },
          currentPeriodAbbreviation: change.currentPeriodAbbreviation ?? leg.event.currentPeriodAbbreviation,
          currentPeriodNumber: change.currentPeriodNumber ?? leg.event.currentPeriodNumber,
        },
      };
  }
}

/** Whether a bet's offer, as the pushed prices value it, has reached its auto cash-out rule's target. */
const autoCashOutReached = (bet: MyBet) =>
  bet.autoCashOut !== undefined && typeof bet.cashoutValue === 'number' && bet.cashoutValue >= bet.autoCashOut.target;

/**
 * Open bets with the pushed clocks, scores, event states, prices and market states folded in. A price or
 * market change values the bet's cash out again in the player's currency, by the platform's own rule (the
 * platform confirms the value when the offer is taken). An event that starts or ends changes what the
 * platform would answer (a settlement), so it asks for a refetch.
 */
export function applyLiveChanges(
  bets: MyBet[],
  changes: readonly unknown[],
  currency: string,
): { bets: MyBet[]; refetch: boolean } {
  let refetch = false;
  let next = bets;
  for (const change of changes) {
    if (!isBetLiveChange(change)) continue;
    if (change.t === 'event') refetch = true;
    next = next.map((bet) => {
      if (!bet.selections.some((leg) => concernsLeg(leg, change))) return bet;
      const moved = {
        ...bet,
        selections: bet.selections.map((leg) => (concernsLeg(leg, change) ? applyToLeg(leg, change) : leg)),
      };
      if (change.t !== 'price' && change.t !== 'market') return moved;
      const valued = { ...moved, cashoutValue: cashOutValue(moved, currency) };
      // The platform fires an auto cash out the moment the offer reaches its target: the bet has closed there,
      // and the stream carries no bet's state, so my bets asks at once rather than at the next poll.
      if (autoCashOutReached(valued)) refetch = true;
      return valued;
    });
  }
  return { bets: next, refetch };
}
