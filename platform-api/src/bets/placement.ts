import { randomUUID } from 'node:crypto';
import {
  amountOf,
  isWholeMinorAmount,
  parseSettings,
  toBookedAmount,
  toMinorUnits,
  type BetModel,
  type Money,
  type ParlayConfig,
  type PlacementAnswer,
  type Settings,
} from '@sportsbook/contracts';
import { HttpError } from '../http/errors';
import type { Database } from '../db/database';
import { channelSettings, type BrandSettingsRow } from '../http/brand';
import type { PlayerRow } from '../players/playerRepo';
import { findPlayer, walletOf } from '../players/playerRepo';
import { isSelfExcluded } from '../players/selfExclusion';
import { resError } from './resCodes';
import { buildSlip, type PlannedBet, type SlipRequest } from './slipEngine';
import { loadSlipOutcomes, type SlipOutcome } from './slipSelections';
import { recordBuilderPlacement } from './builder/builderStore';
import { creditPromoCash, debit, debitPromoCash, drawOnCredit, payOut } from './wallet';
import { parlayConfigOf } from './parlayConfig';
import { loadSlipBoosts } from './priceBoosts';

/** In-play bets wait this long before they are accepted, so the price still holds when the delay ends. */
export const LIVE_DELAY_SECONDS = 3;
/** A delayed bet not confirmed within this long after its delay has timed out (RES-00199). */
export const CONFIRM_WITHIN_SECONDS = 30;
/** Stakes above this go to a trader for approval; the simulated trader refuses above the second (both scaled for scaled currencies). */
export const REFERRAL_STAKE = 2000;
export const ATTENDANT_REJECTS_ABOVE = 5000;
export const ATTENDANT_SECONDS = 2;

interface StoredSlip {
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

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

async function slipFor(
  db: Database,
  player: PlayerRow,
  request: SlipRequest,
  settings: Settings,
  parlay: ParlayConfig | undefined,
  brand: string,
) {
  const outcomeIds = request.singles.map((s) => s.outcomeId);
  const [outcomes, wallet, boosts] = await Promise.all([
    loadSlipOutcomes(db, outcomeIds),
    walletOf(db, player.id),
    loadSlipBoosts(db, brand, outcomeIds, player.currency),
  ]);
  return buildSlip(
    request,
    outcomes,
    {
      settings,
      currency: player.currency,
      balance: wallet.balance,
      promoCash: wallet.promoCash,
      wagersAllowed: player.status === 'active' && !isSelfExcluded(player),
      parlay,
      boosts,
    },
    true,
  );
}

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

class Refusal extends Error {
  constructor(readonly which: 'stakeOverBalance' | 'freeBetFailed' | 'runningOverBalance') {
    super(which);
  }
}

/** The free stakes a stored request asked for, in whole minor units (what a refund gives back to free money). */
const freeStakeOf = (request: SlipRequest, currency: string): Money => ({
  minor: request.singles.reduce((sum, single) => sum + toMinorUnits(single.freeMoneyUnitStake ?? 0, currency), 0),
  currency,
});

/**
 * Takes a slip's stake: the free stakes from free money, the rest from the balance, both or neither (the
 * caller's transaction rolls back on a refusal). Returns the balance after.
 */
async function takeStake(
  tx: Pick<Database, 'query'>,
  playerId: number,
  total: Money,
  free: Money,
  betslipId: string,
): Promise<Money> {
  if (!(await debitPromoCash(tx, playerId, free))) throw new Refusal('freeBetFailed');
  const cash = total.minor - free.minor;
  const balance = await debit(tx, playerId, { minor: cash, currency: total.currency }, 'stake', { betslipId });
  if (balance !== null) return balance;
  // A player with a credit line (RES-00057): the balance pays what it has, the line the rest, within its limit.
  const [wallet] = await tx.query<{ balance: string; credit_limit: string }>(
    'SELECT w.balance, p.credit_limit FROM wallets w JOIN players p ON p.id = w.player_id WHERE w.player_id = $1 FOR UPDATE OF w',
    [playerId],
  );
  if (!wallet || Number(wallet.credit_limit) === 0) throw new Refusal('stakeOverBalance');
  const fromBalance = Number(wallet.balance);
  if (!(await drawOnCredit(tx, playerId, { minor: cash - fromBalance, currency: total.currency }, { betslipId })))
    throw new Refusal('runningOverBalance');
  const after = await debit(tx, playerId, { minor: fromBalance, currency: total.currency }, 'stake', { betslipId });
  if (after === null) throw new Refusal('runningOverBalance');
  return after;
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

/** The brand and channel a slip is placed under: their settings judge it again when its delay is over. */
interface PlacedUnder {
  brand: string;
  channel: string;
}

async function insertSlip(
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

async function record(
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

async function writeBets(
  tx: Pick<Database, 'query'>,
  playerId: number,
  betSlipId: string,
  bets: PlannedBet[],
  originId: number,
): Promise<string> {
  const reference = `SB-${betSlipId.slice(0, 8).toUpperCase()}`;
  for (const [index, bet] of bets.entries()) {
    const [{ id }] = await tx.query<{ id: string }>(
      `INSERT INTO bets (betslip_id, player_id, reference, kind, bet_type_id, description, unit_stake, num_bets, total_stake, odds, potential_returns, live, origin_id, extra_winnings)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
      [
        betSlipId,
        playerId,
        `${reference}-${index + 1}`,
        bet.kind,
        bet.betTypeId,
        bet.description,
        bet.unitStakeMinor,
        bet.numBets,
        bet.totalStakeMinor,
        bet.odds,
        bet.potentialReturnsMinor,
        bet.selections.some((s) => s.outcome.inRunning),
        originId,
        bet.extraWinningsMinor,
      ],
    );
    await writeBetSelections(tx, Number(id), bet.selections);
  }
  return reference;
}

/**
 * A bet's selections at the prices it was struck at, with what a bet builder among them settles by (the model's
 * state it was priced on): a placed bet's and an edited bet's alike.
 */
export async function writeBetSelections(
  tx: Pick<Database, 'query'>,
  betId: number,
  selections: readonly { outcome: SlipOutcome; price: number }[],
): Promise<void> {
  for (const { outcome, price } of selections) {
    await tx.query(
      `INSERT INTO bet_selections (bet_id, outcome_id, market_id, event_id, price, event_description, market_description, outcome_description)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        betId,
        outcome.outcomeId,
        outcome.marketId,
        outcome.eventId,
        price,
        outcome.eventDescription,
        outcome.marketDescription,
        outcome.outcomeDescription,
      ],
    );
    await recordBuilderPlacement(tx, betId, outcome);
  }
}

function answerOf(slip: StoredSlip): PlacementAnswer {
  return (
    slip.response ??
    ({
      singles: [],
      multiples: [],
      systems: [],
      originId: 11,
      userAcceptOdds: 'D',
      betSlipId: slip.id,
      status: slip.status as PlacementAnswer['status'],
      errors: [],
    } as PlacementAnswer)
  );
}

/** A slip still in the live delay or with the trader, once those due are resolved: only then is the player kept waiting. */
async function stillInProgress(db: Database, playerId: number): Promise<boolean> {
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
  let sweep: Promise<unknown> = Promise.resolve();
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep = resolveDueSlips(db)
      .catch((error) => console.error('resolving due betslips failed', error))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return {
    /** Stops the timer and waits for a sweep under way, so the database can close behind it. */
    async stop() {
      clearInterval(timer);
      await sweep;
    },
  };
}
