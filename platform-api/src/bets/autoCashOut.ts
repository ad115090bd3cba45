import { fromMinorUnits, isWholeMinorAmount, toMinorUnits } from '@sportsbook/domain';
import type { AutoCashOutRule } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import type { ChangeHub } from '../live/changeFeed';
import { cashoutValue, openBet, openBetsById } from './myBets';
import { payOut } from './wallet';

type Tx = Pick<Database, 'query'>;

/** The code of a target the offer could never reach, or has already reached. */
export const AUTO_CASHOUT_TARGET_OUT_OF_RANGE = 'AUTO_CASHOUT_TARGET_OUT_OF_RANGE';

/**
 * Sets (or moves) the player's auto cash-out rule on an open single or multiple: cash it out in full the
 * moment its offer reaches `target` (major units). The target must be above the offer now (else the player
 * would be cashing out now, at a value they have not seen) and below what the bet returns if it wins (an
 * offer is always less).
 */
export async function setAutoCashOut(
  db: Database,
  player: { id: number; currency: string },
  betId: number,
  target: number,
): Promise<AutoCashOutRule> {
  const { currency } = player;
  const bet = await openBet(db, player.id, betId);
  if (bet.status !== 'open') throw new HttpError(409, 'the bet is no longer open');
  if (bet.kind !== 'single' && bet.kind !== 'multiple')
    throw new HttpError(409, 'auto cash out is only available on singles and multiples');
  const refuse = (message: string, status = 400) => new HttpError(status, message, AUTO_CASHOUT_TARGET_OUT_OF_RANGE);
  if (!isWholeMinorAmount(target, currency) || target <= 0)
    throw refuse(`the target must be a positive whole amount of ${currency}`);
  if (target >= bet.potentialReturns)
    throw refuse(`the offer can never reach ${target}: it stays below the bet's potential returns of ${bet.potentialReturns}`);
  const now = cashoutValue(bet, currency);
  if (now !== null && target <= now) throw refuse(`the offer is already ${now}: cash out now, or set a target above it`, 409);
  const [rule] = await db.query<{ target: string }>(
    `INSERT INTO auto_cash_outs (bet_id, target) VALUES ($1, $2)
     ON CONFLICT (bet_id) DO UPDATE SET target = excluded.target, created_at = now() WHERE auto_cash_outs.fired_at IS NULL
     RETURNING target`,
    [betId, toMinorUnits(target, currency)],
  );
  if (!rule) throw new HttpError(409, 'the auto cash out of this bet has already fired');
  return { target: fromMinorUnits(Number(rule.target), currency) };
}

/** Removes the rule of a bet, while it has not fired. */
export async function removeAutoCashOut(db: Database, player: { id: number }, betId: number): Promise<void> {
  const removed = await db.query(
    `DELETE FROM auto_cash_outs a USING bets b
     WHERE a.bet_id = b.id AND a.bet_id = $1 AND b.player_id = $2 AND a.fired_at IS NULL RETURNING a.bet_id`,
    [betId, player.id],
  );
  if (!removed.length) throw new HttpError(404, `no auto cash out is set on bet ${betId}`);
}

interface ArmedRule {
  bet_id: string;
  player_id: number;
  currency: string;
  target: string;
}

/** What one auto cash out paid, for the caller's count (and the soak's checks). */
export interface AutoCashOutFired {
  betId: number;
  target: number;
  paid: number;
}

/**
 * Values every bet with an armed rule at the book's prices now and fires those whose offer has reached the
 * target. Every API process may evaluate at once: each firing is claimed in one transaction (the bet's row
 * locked, the rule's fired_at set only while null, the bet closed only while open), so a rule pays once.
 */
export async function evaluateAutoCashOuts(db: Database): Promise<AutoCashOutFired[]> {
  const armed = await db.query<ArmedRule>(
    `SELECT a.bet_id, b.player_id, p.currency, a.target FROM auto_cash_outs a
     JOIN bets b ON b.id = a.bet_id JOIN players p ON p.id = b.player_id
     WHERE a.fired_at IS NULL AND b.status = 'open' ORDER BY a.bet_id LIMIT 500`,
  );
  if (!armed.length) return [];
  const bets = new Map(
    (
      await openBetsById(
        db,
        armed.map((rule) => Number(rule.bet_id)),
      )
    ).map((bet) => [bet.betId, bet]),
  );
  const fired: AutoCashOutFired[] = [];
  for (const rule of armed) {
    const bet = bets.get(Number(rule.bet_id));
    const value = bet ? cashoutValue(bet, rule.currency) : null;
    // A quick look first: only a rule whose offer has reached its target is worth a transaction.
    if (value === null || toMinorUnits(value, rule.currency) < Number(rule.target)) continue;
    const paid = await fire(db, rule);
    if (paid !== null) fired.push({ betId: Number(rule.bet_id), target: Number(rule.target), paid });
  }
  return fired;
}

/** Fires one rule if, with the bet locked, its offer still reaches the target; returns what it paid. */
async function fire(db: Database, rule: ArmedRule): Promise<number | null> {
  return db.transaction(async (tx: Tx) => {
    const betId = Number(rule.bet_id);
    const [locked] = await tx.query("SELECT id FROM bets WHERE id = $1 AND status = 'open' FOR UPDATE", [betId]);
    if (!locked) return null;
    // Valued again under the lock: the price may have moved back, or a partial cash out shrunk the bet.
    const value = cashoutValue(await openBet(tx, rule.player_id, betId), rule.currency);
    if (value === null) return null;
    const paid = toMinorUnits(value, rule.currency);
    const [claimed] = await tx.query(
      'UPDATE auto_cash_outs SET fired_at = now(), paid = $2 WHERE bet_id = $1 AND fired_at IS NULL AND target <= $2 RETURNING bet_id',
      [betId, paid],
    );
    if (!claimed) return null;
    await tx.query("UPDATE bets SET status = 'cashed_out', returns = $2, settled_at = now() WHERE id = $1 AND status = 'open'", [
      betId,
      paid,
    ]);
    await tx.query('DELETE FROM cashout_offers WHERE bet_id = $1', [betId]);
    await payOut(tx, rule.player_id, { minor: paid, currency: rule.currency }, 'cashout', { betId });
    return paid;
  });
}

/** The fallback sweep, for price moves whose notification a process missed (a dropped listening connection). */
export const AUTO_CASHOUT_SWEEP_MS = 2000;

/**
 * Runs the evaluator in this API process: the moment the simulator publishes price or market changes (the
 * live feed's notifications, which every process hears through its change hub) and every few seconds
 * besides. Evaluations never overlap; changes heard during one ask for another right after it.
 */
export function startAutoCashOut(db: Database, hub: Pick<ChangeHub, 'subscribe'>, everyMs = AUTO_CASHOUT_SWEEP_MS) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const evaluate = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await evaluateAutoCashOuts(db).catch((error) => console.error('auto cash out failed', error));
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };
  const unsubscribe = hub.subscribe((changes) => {
    if (changes.some((change) => change.t === 'price' || change.t === 'market')) evaluate();
  });
  const timer = setInterval(evaluate, everyMs);
  timer.unref();
  return {
    /** Stops listening and the timer, and waits for an evaluation under way, so the database can close behind it. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      await running;
    },
  };
}
