import type { Clock, PeriodAbbreviation, SportEvent } from '../domain/events';
import type { MatchPlay } from './matchPlay';

type Scores = NonNullable<SportEvent['scores']>;

/**
 * A change on the platform's live stream, in the spec's short keys (spec 2 sections 3 and 4): eid eventId,
 * mid marketId, oid outcomeId, mtid marketTypeId, ptid periodTypeId, s status, h hidden, clp consolidated
 * price with its previous (pp) and current (cp) decimal (d). The platform publishes these and the remotes
 * read them: one type for both sides of the wire.
 */
export type LiveChange =
  | {
      t: 'price';
      eid: number;
      mid: number;
      oid: number;
      mtid: number;
      ptid: number;
      s: string;
      h: boolean;
      /** s0 is the line (spread) the price is for, where the market has one: a line moves with its price. */
      clp: { pp?: { d: number; s0?: number }; cp: { d: number; s0?: number } };
    }
  | { t: 'market'; eid: number; mid: number; mtid: number; ptid: number; s: string }
  | { t: 'clock'; eid: number; clock: Clock }
  | {
      t: 'score';
      eid: number;
      /** Only the parts that changed: each opponent's line, the periods it mentions, the sets. */
      scores: Partial<Scores>;
      currentPeriod: string | null;
      currentPeriodAbbreviation: PeriodAbbreviation | null;
      currentPeriodNumber: number | null;
    }
  | { t: 'count'; eid: number; liveOpenMarketCount: number }
  | { t: 'cricket'; eid: number; cricketOutcomes: string[] }
  | { t: 'event'; eid: number; state: 'live' | 'finished' }
  | { t: 'alert'; feed: string; active: boolean; eids: number[] }
  /** The match tracker's picture and key moments, published with the scores they agree with. */
  | ({ t: 'play' } & MatchPlay);

/** The kinds of change, by their `t`. */
export type LiveChangeOf<T extends LiveChange['t']> = Extract<LiveChange, { t: T }>;
