import { amountOf, toBookedAmount, toMinorUnits, type Money } from '@sportsbook/domain';
import { parseSettings } from '@sportsbook/contracts';
import type { PlacementAnswer } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import { channelSettings, type BrandSettingsRow } from '../http/brand';
import type { PlayerRow } from '../players/playerRepo';
import { findPlayer } from '../players/playerRepo';
import { resError } from './resCodes';
import { creditPromoCash, payOut } from './wallet';
import { parlayConfigOf } from './parlayConfig';
import { ATTENDANT_REJECTS_ABOVE, CONFIRM_WITHIN_SECONDS } from './placementRules';
import { answerOf, type StoredSlip } from './storedSlips';
import { freeStakeOf, Refusal, takeStake } from './stakeTaking';
import { writeBets } from './betWriter';
import { slipFor } from './slipForPlayer';
import { everyWithoutOverlap } from '../background/everyWithoutOverlap';

/** A slip still in the live delay or with the trader, once those due are resolved: only then is the player kept waiting. */
export async function stillInProgress(db: Database, playerId: number): Promise<boolean> {
  await resolveDueSlips(db, playerId);
  const [row] = await db.query("SELECT 1 FROM betslips WHERE player_id = $1 AND status IN ('pending', 'referred')", [playerId]);
  return Boolean(row);
}

/**
 * Resolves the slips whose live delay or referral is over (of one player, or of all): the platform decides
 * them itself, so a slip whose client went away neither holds its stake nor blocks the player's next bet.
 * Every API process may sweep at once: each slip is claimed by one of them. Returns how many were resolved.
 */
export async function resolveDueSlips(db: Database, playerId?: number): Promise<number> {
  const due = await db.query<{ id: string }>(
    `SELECT id FROM betslips WHERE status IN ('pending', 'referred') AND coalesce(delay_until, decide_at) <= now()
     ${playerId === undefined ? '' : 'AND player_id = $1'} ORDER BY coalesce(delay_until, decide_at) LIMIT 100`,
    playerId === undefined ? [] : [playerId],
  );
  for (const { id } of due) await resolveSlip(db, id);
  return due.length;
}

/** The settings and parlay tiers a slip was placed under, to judge it again when its delay is over. */
async function termsOf(db: Database, slip: StoredSlip, player: PlayerRow) {
  const [brand] = await db.query<BrandSettingsRow>('SELECT id, settings_web, settings_mobile FROM brands WHERE id = $1', [
    slip.brand ?? player.brand,
  ]);
  const channel = slip.channel === 'mobile' ? 'mobile' : 'web';
  const settings = parseSettings(channelSettings(brand ?? { id: player.brand, settings_web: {}, settings_mobile: {} }, channel));
  return { settings, parlay: await parlayConfigOf(db, player) };
}

/**
 * Decides one slip whose live delay or referral is over: a delayed bet is checked again and accepted at the prices
 * then; a referred bet gets the trader's answer. A slip not yet due, or already decided, is left as it is. Every
 * decision claims the slip first, so a concurrent one (another process, the status call) finds it decided.
 */
async function resolveSlip(db: Database, betSlipId: string, now = Date.now()): Promise<PlacementAnswer | undefined> {
  const [slip] = await db.query<StoredSlip>('SELECT * FROM betslips WHERE id = $1', [betSlipId]);
  if (!slip) return undefined;
  const answer = answerOf(slip);
  const player = await findPlayer(db, { id: slip.player_id });
  if (!player) return answer;
  /** The slip as another decision left it, when that one claimed it first. */
  const decidedElsewhere = async (tx: Pick<Database, 'query'>) =>
    answerOf((await tx.query<StoredSlip>('SELECT * FROM betslips WHERE id = $1', [slip.id]))[0]);
  const finish = async (from: string, status: string, response: PlacementAnswer) => {
    const [claimed] = await db.query(
      'UPDATE betslips SET status = $3, response = $4 WHERE id = $1 AND status = $2 RETURNING id',
      [slip.id, from, status, JSON.stringify(response)],
    );
    return claimed ? response : decidedElsewhere(db);
  };
  if (slip.status === 'pending') {
    const delayEnds = new Date(slip.delay_until!).getTime();
    if (now < delayEnds) return answer;
    // Past its delay by more than the confirmation window: the platform was not there to decide it in time.
    if (now > delayEnds + CONFIRM_WITHIN_SECONDS * 1000)
      return finish('pending', 'rejected', { ...answer, status: 'rejected', errors: [resError('timedOut')] });
    const { settings, parlay } = await termsOf(db, slip, player);
    const again = await slipFor(db, player, slip.request, settings, parlay, slip.brand ?? player.brand);
    if (again.errors.length) return finish('pending', 'rejected', { ...again.model, betSlipId: slip.id, status: 'rejected' });
    try {
      return await db.transaction(async (tx) => {
        const [claimed] = await tx.query(
          "UPDATE betslips SET status = 'accepted' WHERE id = $1 AND status = 'pending' RETURNING id",
          [slip.id],
        );
        if (!claimed) return decidedElsewhere(tx);
        const stake: Money = { minor: again.totalStakeMinor, currency: player.currency };
        const free: Money = { minor: again.freeStakeMinor, currency: player.currency };
        const balance = await takeStake(tx, player.id, stake, free, slip.id);
        const reference = await writeBets(tx, player.id, slip.id, again.bets, slip.request.originId);
        const accepted: PlacementAnswer = {
          ...again.model,
          betSlipId: slip.id,
          reference,
          status: 'accepted',
          availableBalance: amountOf(balance),
          errors: [],
        };
        await tx.query('UPDATE betslips SET response = $2 WHERE id = $1', [slip.id, JSON.stringify(accepted)]);
        return accepted;
      });
    } catch (error) {
      if (error instanceof Refusal)
        return finish('pending', 'rejected', {
          ...again.model,
          betSlipId: slip.id,
          status: 'rejected',
          errors: [resError(error.which)],
        });
      throw error;
    }
  }
  if (slip.status === 'referred') {
    const decideAt = new Date(slip.decide_at!).getTime();
    if (now < decideAt) return answer;
    // The stake held while the trader decided, as it was taken: the refund gives back exactly that.
    const stake: Money = { minor: Number(slip.total_stake), currency: player.currency };
    // Not decided within the window after the trader's time (the platform was not there): the referral timed out
    // (RES-00196), and the stake goes back as for a refusal.
    const timedOut = now > decideAt + CONFIRM_WITHIN_SECONDS * 1000;
    if (timedOut || stake.minor > toMinorUnits(toBookedAmount(ATTENDANT_REJECTS_ABOVE, player.currency), player.currency)) {
      return db.transaction(async (tx) => {
        const [claimed] = await tx.query(
          "UPDATE betslips SET status = 'rejected' WHERE id = $1 AND status = 'referred' RETURNING id",
          [slip.id],
        );
        if (!claimed) return decidedElsewhere(tx);
        // The stake goes back where it came from: the free stakes to free money, what the credit line lent
        // back to the line, the rest to the balance (payOut).
        const free = freeStakeOf(slip.request, player.currency);
        await creditPromoCash(tx, player.id, free);
        const balance = await payOut(tx, player.id, { minor: stake.minor - free.minor, currency: stake.currency }, 'refund', {
          betslipId: slip.id,
        });
        const rejected: PlacementAnswer = {
          ...answer,
          status: 'rejected',
          availableBalance: amountOf(balance),
          errors: [resError(timedOut ? 'referralTimedOut' : 'rejectedByAttendant')],
        };
        await tx.query("UPDATE betslips SET status = 'rejected', response = $2 WHERE id = $1", [
          slip.id,
          JSON.stringify(rejected),
        ]);
        return rejected;
      });
    }
    const { settings, parlay } = await termsOf(db, slip, player);
    const again = await slipFor(db, player, slip.request, settings, parlay, slip.brand ?? player.brand);
    return db.transaction(async (tx) => {
      const [claimed] = await tx.query(
        "UPDATE betslips SET status = 'accepted' WHERE id = $1 AND status = 'referred' RETURNING id",
        [slip.id],
      );
      if (!claimed) return decidedElsewhere(tx);
      const reference = await writeBets(tx, player.id, slip.id, again.bets, slip.request.originId);
      const accepted: PlacementAnswer = { ...answer, reference, status: 'accepted', errors: [] };
      await tx.query("UPDATE betslips SET status = 'accepted', response = $2 WHERE id = $1", [slip.id, JSON.stringify(accepted)]);
      return accepted;
    });
  }
  return answer;
}

/**
 * PUT /xapi/rest/betslips/{id}/status: the slip as it stands, with the seconds its live delay has left. A slip
 * whose delay or referral is over is decided now if the platform's own sweep has not yet done so.
 */
export async function betslipStatus(db: Database, player: PlayerRow, betSlipId: string): Promise<PlacementAnswer | undefined> {
  const [slip] = await db.query<StoredSlip>('SELECT * FROM betslips WHERE id = $1 AND player_id = $2', [betSlipId, player.id]);
  if (!slip) return undefined;
  const now = Date.now();
  if (slip.status === 'pending') {
    const delayEnds = new Date(slip.delay_until!).getTime();
    if (now < delayEnds) return { ...answerOf(slip), delay: Math.ceil((delayEnds - now) / 1000) };
  }
  return resolveSlip(db, slip.id, now);
}

/** Every API process sweeps for due slips this often: a slip is decided within about a second of its delay's end. */
export const RESOLVE_EVERY_MS = 1000;

/** Sweeps for due slips on a timer until stopped; a sweep still running when the next is due is not doubled. */
export function startSlipResolver(db: Database, everyMs = RESOLVE_EVERY_MS) {
  return everyWithoutOverlap(everyMs, () =>
    resolveDueSlips(db).catch((error) => console.error('resolving due betslips failed', error)),
  );
}
