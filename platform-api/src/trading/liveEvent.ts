import type { MarketBook } from './marketBook';
import type { EventFields } from './engine/engine';
import type { SimState } from './engine/types';

/** An event the simulator plays in memory while it is live, with the book of its markets. */
export interface LiveEvent {
  id: number;
  feed: string;
  state: SimState;
  book: MarketBook;
  opponents: [number | null, number | null];
  suspendedFor: number;
  /** What was last published, to publish only what changed. */
  published: { fields: EventFields; count: number } | null;
}

/** The columns of an event the simulator needs to play it. */
export interface EventRow {
  id: string;
  sport_code: string;
  feed_code: string;
  home_team_id: number | null;
  away_team_id: number | null;
  sim_state: SimState;
  is_outright: boolean;
}

export const EVENT_ROW_COLUMNS = 'id, sport_code, feed_code, home_team_id, away_team_id, sim_state, is_outright';

export const opponentsOf = (row: EventRow): [number | null, number | null] => [row.home_team_id, row.away_team_id];

/** A live event as it starts to be played (or is picked up again by a new leader) from its row and its book. */
export const liveEventOf = (row: EventRow, book: MarketBook): LiveEvent => ({
  id: Number(row.id),
  feed: row.feed_code,
  state: row.sim_state,
  book,
  opponents: opponentsOf(row),
  suspendedFor: 0,
  published: null,
});
