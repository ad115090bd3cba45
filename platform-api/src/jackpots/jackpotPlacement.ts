import { amountOf, fromMinorUnits, isWholeMinorAmount, toMinorUnits, type Money } from '@sportsbook/domain';
import { fieldOf, type JackpotPlacementAnswer, type JackpotSlipPrice } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import { checkJackpotSelections } from './jackpotRules';
import { debit } from '../bets/wallet';
import type { PlayerRow } from '../players/playerRepo';
import type { JackpotPrice } from './jackpotTerms';
import { legsOf, openJackpot, STARTED } from './jackpotReads';

/** The refusals of a jackpot slip beyond the selection rules, with the spec's codes where it has one. */
export const JACKPOT_REFUSALS = {
  closed: { code: 'RES-00047', message: 'This jackpot is closed: its first match has started' },
  stake: { code: 'RES-00140', message: 'The stake per line must be a whole multiple of the line stake' },
  priceChanged: { code: 'RES-00152', message: 'The jackpot price has changed' },
  incomplete: { code: 'RES-00218', message: 'Select every match of the jackpot' },
  overBalance: { code: 'RES-00056', message: 'Your stake is greater than your balance' },
} as const;

/** The picks by ordinal as the spec's jackpot bet lists them (spec 2 section 3). */
const singlesOf = (byOrdinal: Map<number, number[]>) =>
  [...byOrdinal.entries()].flatMap(([ordinal, outcomeIds]) => outcomeIds.map((outcomeId) => ({ ordinal, outcomeId })));

/**
 * Prices a jackpot slip at the brand's price in a currency: the lines the picks make, at the global stake
 * (a multiple of the line stake) each.
 */
export async function priceJackpot(
  db: Pick<Database, 'query'>,
  jackpotId: number,
  outcomeIds: number[],
  globalStake: number,
  price: JackpotPrice | null,
  currency: string,
): Promise<JackpotSlipPrice> {
  const jackpot = await openJackpot(db, jackpotId, price, currency);
  const check = checkJackpotSelections(legsOf(jackpot), outcomeIds);
  // In whole minor units: the stake per line is a whole multiple of the line stake, and the cost is the lines times it.
  const line = toMinorUnits(jackpot.unitStake, jackpot.currency);
  const stake = toMinorUnits(globalStake, jackpot.currency);
  const errors: string[] = [...check.errors];
  if (!isWholeMinorAmount(globalStake, jackpot.currency) || stake < line || stake % line !== 0)
    errors.push(JACKPOT_REFUSALS.stake.message);
  const totalCost = fromMinorUnits(check.noOfBets * stake, jackpot.currency);
  return {
    jackpotId,
    jackpotPrize: jackpot.jackpotPrize,
    currency: jackpot.currency,
    status: jackpot.status,
    noOfBets: check.noOfBets,
    globalStake,
    totalCost,
    complete: check.complete,
    errors,
    singles: singlesOf(check.byOrdinal),
  };
}

/** A jackpot placement as the spec's jackpot bet (spec 2 section 3); outcomeIds, when sent, must name the same picks. */
export interface JackpotPlacement {
  jackpotId: number;
  globalStake: number;
  outcomeIds: number[];
  jackpotPrize?: number;
  jackpotTotalStake?: number;
  noOfBets?: number;
  singles?: { ordinal: number; outcomeId: number }[];
}

type Rejected = { status: 'rejected'; code: string; errors: string[] };
const rejected = (refusal: { code: string; message: string }, extra: object = {}): Rejected => ({
  ...extra,
  status: 'rejected',
  code: refusal.code,
  errors: [refusal.message],
});

/**
 * Places a complete jackpot slip in the player's currency at the brand's price, once per request uuid, paid
 * from the wallet. Refused once any of its matches has started, and when the price the player saw
 * (jackpotTotalStake, noOfBets, jackpotPrize) is no longer the platform's.
 */
export async function placeJackpot(
  db: Database,
  player: Pick<PlayerRow, 'id' | 'currency'>,
  uuid: string,
  slip: JackpotPlacement,
  price: JackpotPrice | null,
): Promise<JackpotPlacementAnswer> {
  const existing = await placedBefore(db, player.id, uuid);
  if (existing) return existing;
  const priced = await priceJackpot(db, slip.jackpotId, slip.outcomeIds, slip.globalStake, price, player.currency);
  const { singles, ...answer } = priced;
  if (priced.status !== 'open') return rejected(JACKPOT_REFUSALS.closed, answer);
  if (priced.errors.length) return { ...answer, status: 'rejected', code: JACKPOT_REFUSALS.incomplete.code };
  if (!priced.complete) return rejected(JACKPOT_REFUSALS.incomplete, answer);
  const saw = (sent: number | undefined, now: number) => sent === undefined || Math.abs(sent - now) < 1e-6;
  if (
    !saw(slip.jackpotTotalStake, priced.totalCost) ||
    !saw(slip.noOfBets, priced.noOfBets) ||
    !saw(slip.jackpotPrize, priced.jackpotPrize)
  )
    return rejected(JACKPOT_REFUSALS.priceChanged, answer);
  try {
    return await db.transaction(async (tx) => {
      // The jackpot row is locked while the stake is taken, so a close that lands now waits for this bet or refuses it.
      const [open] = await tx.query(
        `SELECT 1 FROM jackpots j WHERE j.id = $1 AND j.status = 'open' AND NOT ${STARTED} FOR UPDATE`,
        [slip.jackpotId],
      );
      if (!open) throw new JackpotRefusal(JACKPOT_REFUSALS.closed);
      // Stored in whole minor units of the bet's currency, as every amount is.
      const minor = (amount: number) => toMinorUnits(amount, priced.currency);
      const cost: Money = { minor: minor(priced.totalCost), currency: priced.currency };
      const [{ id }] = await tx.query<{ id: string }>(
        'INSERT INTO jackpot_bets (jackpot_id, player_id, request_uuid, selections, singles, no_of_bets, total_stake, unit_stake, currency, prize) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id',
        [
          slip.jackpotId,
          player.id,
          uuid,
          JSON.stringify(slip.outcomeIds),
          JSON.stringify(singles),
          priced.noOfBets,
          cost.minor,
          minor(slip.globalStake),
          priced.currency,
          minor(priced.jackpotPrize),
        ],
      );
      const balance = await debit(tx, player.id, cost, 'stake', { jackpotBetId: Number(id) });
      if (balance === null) throw new JackpotRefusal(JACKPOT_REFUSALS.overBalance);
      return {
        ...answer,
        jackpotBetId: Number(id),
        status: 'accepted',
        jackpotTotalStake: priced.totalCost,
        singles,
        availableBalance: amountOf(balance),
      };
    });
  } catch (error) {
    if (error instanceof JackpotRefusal) return rejected(error.refusal, answer);
    // A duplicate of the request ran alongside this one and placed the bet first.
    if (fieldOf(error, 'code') === '23505') {
      const first = await placedBefore(db, player.id, uuid);
      if (first) return first;
    }
    throw error;
  }
}

/** The bet a request uuid already placed, answered as its placement was. */
async function placedBefore(db: Database, playerId: number, uuid: string): Promise<JackpotPlacementAnswer | undefined> {
  const [existing] = await db.query<{ id: string; total_stake: string; no_of_bets: number; currency: string }>(
    'SELECT id, total_stake, no_of_bets, currency FROM jackpot_bets WHERE player_id = $1 AND request_uuid = $2',
    [playerId, uuid],
  );
  if (!existing) return undefined;
  return {
    jackpotBetId: Number(existing.id),
    status: 'accepted',
    totalCost: fromMinorUnits(Number(existing.total_stake), existing.currency),
    noOfBets: existing.no_of_bets,
  };
}

/** Rolls the placement's transaction back: nothing of a refused bet is written. */
class JackpotRefusal extends Error {
  constructor(readonly refusal: { code: string; message: string }) {
    super(refusal.message);
  }
}
