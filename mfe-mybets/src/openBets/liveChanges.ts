import type { Clock, MyBet, MyBetSelection, PeriodAbbreviation } from '@sportsbook/contracts';

/** The live feed's changes that open bets follow (spec 2 section 4, in the short keys the platform pushes). */
export type BetLiveChange =
  | { t: 'clock'; eid: number; clock: Clock }
  | {
      t: 'score';
      eid: number;
      scores: { score?: { opponentId?: number; points: number; formattedPoints: string }[]; match?: { opponentId?: number; points: number; formattedPoints: string }[] };
      currentPeriodAbbreviation?: PeriodAbbreviation | null;
      currentPeriodNumber?: number | null;
    }
  | { t: 'event'; eid: number; state: 'live' | 'finished' };

const FOLLOWED = new Set(['clock', 'score', 'event']);

/** Prices, markets and alerts come down the same stream; open bets take only what they show. */
export function isBetLiveChange(change: unknown): change is BetLiveChange {
  const value = change as { t?: unknown; eid?: unknown } | null;
  return typeof value?.t === 'string' && FOLLOWED.has(value.t) && typeof value.eid === 'number';
}

/** The events whose changes matter: those of legs still waiting for a result. */
export function followedEventIds(bets: readonly MyBet[]): number[] {
  const ids = new Set<number>();
  for (const bet of bets) for (const leg of bet.selections) if (!leg.result && leg.event.state !== 'finished') ids.add(leg.eventId);
  return [...ids].sort((a, b) => a - b);
}

function applyToLeg(leg: MyBetSelection, change: BetLiveChange): MyBetSelection {
  switch (change.t) {
    case 'clock':
      return { ...leg, event: { ...leg.event, clock: change.clock } };
    case 'event':
      return { ...leg, event: { ...leg.event, state: change.state } };
    case 'score':
      return {
        ...leg,
        event: {
          ...leg.event,
          scores: { ...leg.event.scores, score: change.scores.score ?? leg.event.scores?.score, match: change.scores.match ?? leg.event.scores?.match },
          currentPeriodAbbreviation: change.currentPeriodAbbreviation ?? leg.event.currentPeriodAbbreviation,
          currentPeriodNumber: change.currentPeriodNumber ?? leg.event.currentPeriodNumber,
        },
      };
  }
}

/**
 * Open bets with the pushed clocks, scores and event states folded in. An event that starts or ends
 * changes what the platform would answer (a settlement, a cash-out value), so it asks for a refetch.
 */
export function applyLiveChanges(bets: MyBet[], changes: readonly unknown[]): { bets: MyBet[]; refetch: boolean } {
  let refetch = false;
  let next = bets;
  for (const change of changes) {
    if (!isBetLiveChange(change)) continue;
    if (change.t === 'event') refetch = true;
    next = next.map((bet) =>
      bet.selections.some((leg) => leg.eventId === change.eid)
        ? { ...bet, selections: bet.selections.map((leg) => (leg.eventId === change.eid ? applyToLeg(leg, change) : leg)) }
        : bet,
    );
  }
  return { bets: next, refetch };
}
