import { fromMinorUnits } from '@sportsbook/domain';
import type { BetHistory } from '@sportsbook/domain';
import type { Database } from '../db/database';
import type { PlayerRow } from './playerRepo';

/** The account history holds at most this many bets a request: a year of a keen player's bets. */
export const BET_HISTORY_LIMIT = 2000;

/** The player's bets placed from `from` up to (not including) `to`, newest first, for the account history and its CSV. */
export async function betHistory(db: Pick<Database, 'query'>, player: PlayerRow, from: Date, to: Date): Promise<BetHistory> {
  const rows = await db.query<{
    betslip_id: string;
    reference: string;
    placed_at: Date;
    kind: string;
    total_stake: string;
    status: string;
    returns: string | null;
  }>(
    `SELECT betslip_id, reference, placed_at, kind, total_stake, status, returns FROM bets
     WHERE player_id = $1 AND placed_at >= $2 AND placed_at < $3 ORDER BY placed_at DESC, id DESC LIMIT $4`,
    [player.id, from.toISOString(), to.toISOString(), BET_HISTORY_LIMIT],
  );
  return {
    currency: player.currency,
    bets: rows.map((row) => ({
      betSlipId: row.betslip_id,
      reference: row.reference,
      placedAt: new Date(row.placed_at).toISOString(),
      kind: row.kind,
      stake: fromMinorUnits(Number(row.total_stake), player.currency),
      status: row.status,
      returns: fromMinorUnits(Number(row.returns ?? 0), player.currency),
    })),
  };
}
