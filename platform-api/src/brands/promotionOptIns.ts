import type { Database } from '../db/database';

/** The promotions a player has opted into, by id. */
export async function optInsOf(db: Database, playerId: number): Promise<Set<number>> {
  const rows = await db.query<{ promotion_id: number }>('SELECT promotion_id FROM promotion_opt_ins WHERE player_id = $1', [
    playerId,
  ]);
  return new Set(rows.map((row) => Number(row.promotion_id)));
}

/** Opting in twice is one opt-in: a double click or a retried call changes nothing. */
export async function optIn(db: Database, playerId: number, promotionId: number): Promise<void> {
  await db.query(
    'INSERT INTO promotion_opt_ins (player_id, promotion_id) VALUES ($1, $2) ON CONFLICT (player_id, promotion_id) DO NOTHING',
    [playerId, promotionId],
  );
}
