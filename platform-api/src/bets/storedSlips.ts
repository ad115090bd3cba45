import { BETSLIP_ORIGIN, fieldOf, type PlacementAnswer } from '@sportsbook/contracts';
import type { Money } from '@sportsbook/domain';
import type { Database } from '../db/database';
import type { SlipRequest } from './slipEngine';

/** A betslip as the betslips table keeps it: the request, the answer given, and when it is to be decided. */
export interface StoredSlip {
  id: string;
  player_id: number;
  status: string;
  request: SlipRequest;
  response: PlacementAnswer | null;
  /** Whole minor units of the player's currency (bigint: a string from PostgreSQL). */
  total_stake: string;
  delay_until: Date | null;
  decide_at: Date | null;
  /** The brand and channel whose settings the slip was placed under (empty on slips older than the columns). */
  brand: string | null;
  channel: string | null;
}

/** The brand and channel a slip is placed under: their settings judge it again when its delay is over. */
export interface PlacedUnder {
  brand: string;
  channel: string;
}

/** A second slip under a uuid the player already used: the first one stands. */
export const isUniqueViolation = (error: unknown) => fieldOf(error, 'code') === '23505';

/** Writes a slip's row, with the answer when it has one and the times its delay or referral end. */
export async function insertSlip(
  tx: Pick<Database, 'query'>,
  playerId: number,
  id: string,
  requestUuid: string,
  request: SlipRequest,
  totalStake: Money,
  placedUnder: PlacedUnder,
  status: string,
  response: PlacementAnswer | null,
  timing: { delaySeconds?: number; decideSeconds?: number } = {},
) {
  await tx.query(
    `INSERT INTO betslips (id, player_id, request_uuid, status, request, response, total_stake, delay_until, decide_at, brand, channel)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8::int IS NULL THEN NULL ELSE now() + make_interval(secs => $8::int) END,
             CASE WHEN $9::int IS NULL THEN NULL ELSE now() + make_interval(secs => $9::int) END, $10, $11)`,
    [
      id,
      playerId,
      requestUuid,
      status,
      JSON.stringify(request),
      response ? JSON.stringify(response) : null,
      totalStake.minor,
      timing.delaySeconds ?? null,
      timing.decideSeconds ?? null,
      placedUnder.brand,
      placedUnder.channel,
    ],
  );
}

/** Writes a slip decided at once (refused, or pending its live delay) with its answer. */
export async function record(
  db: Database,
  playerId: number,
  id: string,
  requestUuid: string,
  request: SlipRequest,
  totalStake: Money,
  placedUnder: PlacedUnder,
  answer: PlacementAnswer,
  timing: { delaySeconds?: number } = {},
): Promise<PlacementAnswer> {
  await insertSlip(db, playerId, id, requestUuid, request, totalStake, placedUnder, answer.status, answer, timing);
  return answer;
}

/** A stored slip's answer: the one it was given, or (before one was written) its status over an empty slip. */
export function answerOf(slip: StoredSlip): PlacementAnswer {
  return (
    slip.response ?? {
      singles: [],
      multiples: [],
      systems: [],
      originId: BETSLIP_ORIGIN.default,
      userAcceptOdds: 'D',
      betSlipId: slip.id,
      status: slipStatusOf(slip.status),
      errors: [],
    }
  );
}

const SLIP_STATUSES: readonly PlacementAnswer['status'][] = ['accepted', 'pending', 'referred', 'rejected'];
/** A slip's status column as the answer names it; the column holds nothing else. */
const slipStatusOf = (status: string): PlacementAnswer['status'] => SLIP_STATUSES.find((known) => known === status) ?? 'rejected';
