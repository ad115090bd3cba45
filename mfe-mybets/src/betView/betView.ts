import { liveTimeLabel, mainScore, type LiveTimeText } from '@sportsbook/domain';
import type { MyBet, MyBetSelection, SportEvent } from '@sportsbook/contracts';

/** How one leg stands, for its marker and its words. */
export type LegState = 'won' | 'lost' | 'void' | 'live' | 'suspended' | 'upcoming' | 'finished';

export function legState(leg: MyBetSelection): LegState {
  if (leg.result) return leg.result;
  if (leg.event.state === 'finished') return 'finished';
  if (leg.event.state === 'live') return leg.marketStatus === 'open' ? 'live' : 'suspended';
  return 'upcoming';
}

/** The score of a leg's event, home first ('2 - 1'; frames or maps won where that is the score), once it has kicked off. */
export function legScore(leg: MyBetSelection): string | null {
  if (leg.event.state === 'prematch') return null;
  const score = mainScore(leg.event.sportCode, leg.event.scores);
  if (!score) return null;
  return `${score[0].formattedPoints} - ${score[1].formattedPoints}`;
}

/**
 * The event's clock as the live lists show it ("63'", 'HT', 'Q2 8''): the text key in my bets' namespace with
 * its English default and values, or null when there is none to show.
 */
export function legClock(leg: MyBetSelection): LiveTimeText | null {
  if (leg.event.state !== 'live' || !leg.event.clock) return null;
  const label = liveTimeLabel(
    {
      clock: leg.event.clock,
      sportCode: leg.event.sportCode ?? '',
      currentPeriodAbbreviation: leg.event.currentPeriodAbbreviation ?? undefined,
      currentPeriodNumber: leg.event.currentPeriodNumber ?? undefined,
      isFinished: false,
    } as Pick<SportEvent, 'clock' | 'sportCode' | 'currentPeriodAbbreviation' | 'currentPeriodNumber' | 'isFinished'>,
    'mybets',
  );
  return label.kind === 'text' ? label : null;
}

/** The event page of a leg: live pages for events under way, pre-match pages otherwise. */
export function legEventPath(leg: MyBetSelection): string {
  const slug = leg.event.slug ?? String(leg.eventId);
  return leg.event.state === 'live' ? `/live/${slug}` : `/events/${slug}`;
}

/** The bet's odds: as struck for singles and multiples, none for systems (they have many) and jackpots (a pool). */
export function betOdds(bet: MyBet): number | null {
  if (bet.kind === 'system' || bet.kind === 'jackpot') return null;
  return bet.odds ?? bet.selections.reduce((odds, leg) => odds * leg.price, 1);
}

/** A bet is live when any of its open legs is being played now. */
export function isLiveBet(bet: MyBet): boolean {
  return bet.selections.some((leg) => !leg.result && leg.event.state === 'live');
}

/** What a settled bet paid, its parlay extra winnings too, and what the player made on it (paid less stake). */
export function settledSummary(bet: MyBet): { paid: number; net: number } {
  const paid = Math.round(((bet.returns ?? 0) + (bet.extraWinnings ?? 0)) * 100) / 100;
  return { paid, net: Math.round((paid - bet.totalStake) * 100) / 100 };
}

/** One match of a jackpot bet with the player's picks on it: several picks on a match multiply the lines. */
export interface JackpotMatch {
  ordinal: number;
  reserve: boolean;
  picks: MyBetSelection[];
}

/** A jackpot bet's picks grouped by match, in the jackpot's order (main matches, then reserves). */
export function jackpotMatches(bet: MyBet): JackpotMatch[] {
  const byOrdinal = new Map<number, JackpotMatch>();
  for (const leg of bet.selections) {
    const ordinal = leg.ordinal ?? 0;
    const match = byOrdinal.get(ordinal) ?? { ordinal, reserve: Boolean(leg.reserve), picks: [] };
    match.picks.push(leg);
    byOrdinal.set(ordinal, match);
  }
  return [...byOrdinal.values()].sort((a, b) => a.ordinal - b.ordinal);
}
