import type { Database } from '../db/database';
import type { EventFields } from './engine/engine';
import type { SimState } from './engine/types';
import { withOpponents } from './eventChanges';

/** What one tick played of a live event, to be saved in the tick's transaction. */
export interface EventUpdate {
  id: number;
  fields: EventFields;
  state: SimState;
  finished: boolean;
  opponents: [number | null, number | null];
}

/** An event's state as its term's leader wrote it: the row carries the term (who last moved its clock). */
export async function saveEvent(
  tx: Pick<Database, 'query'>,
  term: number,
  { id, fields, state, finished, opponents }: EventUpdate,
  now: () => Date,
): Promise<void> {
  await tx.query(
    `UPDATE events SET state = $2, clock = $3, scores = $4, current_period = $5, current_period_abbreviation = $6,
         current_period_number = $7, cricket_outcomes = $8, sim_state = $9, finished_at = $10, leader_term = $11, updated_at = now() WHERE id = $1`,
    [
      id,
      finished ? 'finished' : 'live',
      fields.clock ? JSON.stringify(fields.clock) : null,
      JSON.stringify(withOpponents(fields.scores, opponents)),
      fields.currentPeriod,
      fields.currentPeriodAbbreviation,
      fields.currentPeriodNumber,
      fields.cricketOutcomes ? JSON.stringify(fields.cricketOutcomes) : null,
      JSON.stringify(state),
      finished ? now().toISOString() : null,
      term,
    ],
  );
}
