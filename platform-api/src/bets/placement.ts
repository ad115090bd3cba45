import { randomUUID } from 'node:crypto';
import { amountOf, isWholeMinorAmount, toBookedAmount, toMinorUnits, type Money } from '@sportsbook/domain';
import type { BetModel, ParlayConfig, PlacementAnswer, Settings } from '@sportsbook/contracts';
import { HttpError } from '../http/errors';
import type { Database } from '../db/database';
import type { PlayerRow } from '../players/playerRepo';
import { resError } from './resCodes';
import type { PlannedBet, SlipRequest } from './slipEngine';
import { ATTENDANT_SECONDS, LIVE_DELAY_SECONDS, REFERRAL_STAKE } from './placementRules';
import { answerOf, insertSlip, isUniqueViolation, record, type PlacedUnder, type StoredSlip } from './storedSlips';
import { Refusal, takeStake } from './stakeTaking';
import { writeBets } from './betWriter';
import { slipFor } from './slipForPlayer';
import { stillInProgress } from './slipResolution';

/**
 * Places a betslip (spec 2 section 7): idempotent on the request uuid, refused with the spec's codes,
 * delayed when in play, referred to a trader when large, and paid from the wallet in the same
 * transaction that writes the bets.
 */
export async function placeBetslip(
  db: Database,
  player: PlayerRow,
  requestUuid: string,
  request: SlipRequest,
  settings: Settings,
  parlay?: ParlayConfig,
  brand = player.brand,
): Promise<PlacementAnswer> {
  // The slip this uuid already placed, if any, and whether another of the player's slips is still in progress: one
  // question (a row with the slip's columns empty when there is none).
  const [{ in_progress: busy, ...existing }] = await db.query<StoredSlip & { in_progress: boolean }>(
    `SELECT b.*, EXISTS (SELECT 1 FROM betslips p WHERE p.player_id = $1 AND p.status IN ('pending', 'referred')) AS in_progress
     FROM (SELECT 1) AS one LEFT JOIN betslips b ON b.player_id = $1 AND b.request_uuid = $2`,
    [player.id, requestUuid],
  );
  if (existing.id) return answerOf(existing);
  assertWholeStakes(request, player.currency);
  const slip = await slipFor(db, player, request, settings, parlay, brand);
  const betSlipId = randomUUID();
  const totalStake: Money = { minor: slip.totalStakeMinor, currency: player.currency };
  const freeStake: Money = { minor: slip.freeStakeMinor, currency: player.currency };
  /** The slip this uuid placed first, when a duplicate of the request ran alongside this one and won the insert. */
  const placedFirst = async () => {
    const [again] = await db.query<StoredSlip>('SELECT * FROM betslips WHERE player_id = $1 AND request_uuid = $2', [
      player.id,
      requestUuid,
    ]);
    return answerOf(again);
  };
  const placedUnder = { brand, channel: settings.channel };
  const reject = async (errors = slip.errors) => {
    try {
      return await record(db, player.id, betSlipId, requestUuid, request, totalStake, placedUnder, {
        ...slip.model,
        errors,
        betSlipId,
        status: 'rejected',
      });
    } catch (error) {
      if (isUniqueViolation(error)) return placedFirst();
      throw error;
    }
  };
  if (busy && (await stillInProgress(db, player.id))) return reject([resError('anotherInProgress')]);
  if (slip.errors.length) return reject();

  try {
    if (slip.live) {
      return await record(
        db,
        player.id,
        betSlipId,
        requestUuid,
        request,
        totalStake,
        placedUnder,
        { ...slip.model, betSlipId, status: 'pending', delay: LIVE_DELAY_SECONDS, displayDelay: LIVE_DELAY_SECONDS },
        { delaySeconds: LIVE_DELAY_SECONDS },
      );
    }
    if (totalStake.minor > toMinorUnits(toBookedAmount(REFERRAL_STAKE, player.currency), player.currency)) {
      // The stake is held while the trader decides, and refunded if the bet is refused.
      return await db.transaction(async (tx) => {
        await insertSlip(tx, player.id, betSlipId, requestUuid, request, totalStake, placedUnder, 'referred', null, {
          decideSeconds: ATTENDANT_SECONDS,
        });
        const balance = await takeStake(tx, player.id, totalStake, freeStake, betSlipId);
        const answer: PlacementAnswer = { ...slip.model, betSlipId, status: 'referred', availableBalance: amountOf(balance) };
        await tx.query('UPDATE betslips SET response = $2 WHERE id = $1', [betSlipId, JSON.stringify(answer)]);
        return answer;
      });
    }
    return await acceptNow(
      db,
      player,
      betSlipId,
      requestUuid,
      request,
      placedUnder,
      slip.bets,
      slip.model,
      totalStake,
      freeStake,
    );
  } catch (error) {
    if (error instanceof Refusal) return reject([resError(error.which)]);
    if (isUniqueViolation(error)) return placedFirst();
    // Anything else failed inside the transaction, which rolled back: nothing was taken or written, and the
    // player reads RES-00049 (exception) rather than a bare 500. If even the refusal cannot be recorded, the
    // database is away and the 500 stands.
    console.error(`placement ${betSlipId} failed`, error);
    return reject([resError('exception')]);
  }
}

/** A stake finer than the currency's minor unit (a tenth of a cent, half a yen) is bad input, refused before anything is written. */
function assertWholeStakes(request: SlipRequest, currency: string) {
  const stakes = [
    ...[...request.singles, ...(request.multiples ?? []), ...(request.systems ?? [])].map((bet) => bet.unitStake ?? 0),
    ...request.singles.map((single) => single.freeMoneyUnitStake ?? 0),
  ];
  const odd = stakes.find((stake) => !isWholeMinorAmount(stake, currency));
  if (odd !== undefined) throw new HttpError(400, `a stake of ${odd} is not a whole amount of ${currency}`);
}

async function acceptNow(
  db: Database,
  player: PlayerRow,
  betSlipId: string,
  requestUuid: string,
  request: SlipRequest,
  placedUnder: PlacedUnder,
  bets: PlannedBet[],
  model: BetModel,
  totalStake: Money,
  freeStake: Money,
): Promise<PlacementAnswer> {
  return db.transaction(async (tx) => {
    await insertSlip(tx, player.id, betSlipId, requestUuid, request, totalStake, placedUnder, 'accepted', null);
    const reference = await writeBets(tx, player.id, betSlipId, bets, request.originId);
    // The stake last: taking it locks the wallet row until the commit, so the player's other placements wait
    // for each other only over the debit and the commit, not over writing the bets (a refusal rolls all back).
    const balance = await takeStake(tx, player.id, totalStake, freeStake, betSlipId);
    const answer: PlacementAnswer = {
      ...model,
      betSlipId,
      reference,
      status: 'accepted',
      availableBalance: amountOf(balance),
      errors: [],
    };
    await tx.query('UPDATE betslips SET response = $2 WHERE id = $1', [betSlipId, JSON.stringify(answer)]);
    return answer;
  });
}
