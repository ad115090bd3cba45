import assert from 'node:assert/strict';
import { fromMinorUnits, toBookedAmount, toMinorUnits } from '@sportsbook/domain';
import type { Settings } from '@sportsbook/contracts';
import type { Database } from '../src/db/database';
import { confirmBetEdit, quoteBetEdit } from '../src/bets/editBet';
import { openBet } from '../src/bets/myBets';
import { placeBetslip } from '../src/bets/placement';
import { randomUUID } from 'node:crypto';
import { setPriceBoost } from '../src/bets/priceBoosts';
import type { PlayerRow } from '../src/players/playerRepo';
import { HttpError } from '../src/http/errors';
import type { Rng } from '../src/trading/rng';

/** The money soak's edits of multiples and boosted prices (issue 42): what it does, and what it checks after. */

interface Candidate {
  id: number;
  eventId: number;
  live: boolean;
}

/** The boosted price of each outcome the soak boosted: slips ask for it now and then, over the maximum stake too. */
const boosted = new Map<number, number>();
export const boostedPrice = (outcomeId: number) => boosted.get(outcomeId);

const refusedAsBadInput = (error: unknown) =>
  error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 403;

/** Boosts a pre-match outcome of the pool on classic (the soak players' brand), and now and then ends a running boost. */
export async function setBoostsAtRandom(db: Database, rng: Rng, pool: Candidate[], counts: { boostsSet: number }) {
  const prematch = pool.filter((candidate) => !candidate.live);
  if (!prematch.length) return;
  for (let i = 0; i < 3; i++) {
    const pick = rng.pick(prematch);
    const [outcome] = await db.query<{ price: number }>('SELECT price FROM outcomes WHERE id = $1', [pick.id]);
    const price = Math.round(outcome.price * rng.pick([1.1, 1.25, 1.5]) * 100) / 100;
    try {
      await setPriceBoost(db, {
        brand: 'classic',
        outcomeId: pick.id,
        price,
        maxStake: rng.pick([5, 25, 100]),
        endsAt: new Date(Date.now() + rng.int(1, 30) * 60_000).toISOString(),
      });
      boosted.set(pick.id, price);
      counts.boostsSet++;
    } catch (error) {
      if (!refusedAsBadInput(error)) throw error;
    }
  }
  if (rng.chance(0.3))
    await db.query(
      `UPDATE price_boosts SET starts_at = now() - interval '1 hour', ends_at = now()
       WHERE id = (SELECT id FROM price_boosts WHERE ends_at > now() ORDER BY id LIMIT 1)`,
    );
}

/** Right after an acceptance: a single struck at a boosted price above the book's was staked within the boost's maximum. */
export async function checkBoostedSingles(db: Database, betSlipId: string, violations: string[]) {
  const rows = await db.query<{ id: string; unit_stake: string; max_stake: string; currency: string }>(
    `SELECT b.id, b.unit_stake, p.max_stake, pl.currency FROM bets b JOIN bet_selections s ON s.bet_id = b.id
     JOIN outcomes o ON o.id = s.outcome_id JOIN players pl ON pl.id = b.player_id
     JOIN price_boosts p ON p.brand = 'classic' AND p.outcome_id = s.outcome_id AND p.price = s.price
     WHERE b.betslip_id = $1 AND b.kind = 'single' AND s.price > o.price`,
    [betSlipId],
  );
  for (const row of rows) {
    const max = toMinorUnits(toBookedAmount(Number(row.max_stake), row.currency), row.currency);
    if (Number(row.unit_stake) > max) violations.push(`bet ${row.id} got a boost on ${row.unit_stake}, over its maximum ${max}`);
  }
}

/**
 * Edits an open multiple of the player: a leg removed, one added from the pool (in play ones are refused), or
 * both, and now and then a hostile or late request (a stranger leg, every leg removed, an expired quote, a
 * price moved since the quote, a quote confirmed twice). What is confirmed stakes exactly what was cashed out.
 */
export async function editBetsAtRandom(
  db: Database,
  rng: Rng,
  player: PlayerRow,
  pool: Candidate[],
  settings: Settings,
  counts: { edits: number; editsRefused: number },
  violations: string[],
) {
  // Mostly a multiple whose matches have not started (in play, legs are often suspended or decided), sometimes any.
  const open = await db.query<{ id: string }>(
    `SELECT b.id FROM bets b WHERE b.player_id = $1 AND b.status = 'open' AND b.kind = 'multiple'
       AND ($2 OR NOT EXISTS (SELECT 1 FROM bet_selections s JOIN events e ON e.id = s.event_id WHERE s.bet_id = b.id AND e.state <> 'prematch'))
     ORDER BY b.id`,
    [player.id, rng.chance(0.3)],
  );
  const prematch = pool.filter((candidate) => !candidate.live);
  if (!prematch.length) return;
  // Multiples are few (a 1250.00 minimum): without one to edit, the player places a pre-match treble first.
  if (!open.length) {
    await placeTreble(db, rng, player, prematch, settings);
    return;
  }
  const added = () => rng.pick(rng.chance(0.85) ? prematch : pool).id;
  const betId = Number(rng.pick(open).id);
  const legs = (await openBet(db, player.id, betId)).selections.map((leg) => leg.outcomeId);
  const roll = rng.next();
  const change =
    roll < 0.4
      ? { remove: [rng.pick(legs)], add: [] }
      : roll < 0.7
        ? { remove: [], add: [added()] }
        : roll < 0.9
          ? { remove: [rng.pick(legs)], add: [added()] }
          : rng.pick([
              { remove: legs, add: [] },
              { remove: [rng.pick(pool).id], add: [] },
              { remove: [], add: [rng.pick(legs)] },
            ]);
  try {
    const quote = await quoteBetEdit(db, player, betId, change, settings);
    const late = rng.next();
    if (late < 0.1)
      await db.query("UPDATE bet_edit_quotes SET expires_at = now() - interval '1 second' WHERE id = $1", [quote.quoteId]);
    else if (late < 0.2)
      await db.query('UPDATE outcomes SET price = round((price * 1.2)::numeric, 2) WHERE id = $1', [quote.legs[0].outcomeId]);
    const done = await confirmBetEdit(db, player, betId, quote.quoteId, settings, 'web');
    counts.edits++;
    if (done.stake !== quote.stake) violations.push(`bet ${betId} quoted an edit staking ${quote.stake}, staked ${done.stake}`);
    await assert.rejects(confirmBetEdit(db, player, betId, quote.quoteId, settings, 'web'), HttpError);
  } catch (error) {
    if (!refusedAsBadInput(error)) throw error;
    counts.editsRefused++;
  }
}

async function placeTreble(db: Database, rng: Rng, player: PlayerRow, prematch: Candidate[], settings: Settings) {
  const legs: Candidate[] = [];
  for (let i = 0; i < 12 && legs.length < 3; i++) {
    const next = rng.pick(prematch);
    if (!legs.some((leg) => leg.eventId === next.eventId)) legs.push(next);
  }
  if (legs.length < 2) return;
  await placeBetslip(
    db,
    player,
    randomUUID(),
    {
      singles: legs.map((leg) => ({ outcomeId: leg.id })),
      multiples: [{ betTypeId: 200002, unitStake: toBookedAmount(rng.pick([1250, 1500, 2000]), player.currency) }],
      userAcceptOdds: 'A',
      originId: 11,
    },
    settings,
  );
}

/**
 * After the soak: every edit cashed its bet out at exactly what it staked on the new one (no edit loses or
 * creates money), and the old bet was paid that once while the new bet's slip took it once (a partial cash out
 * of the new bet since took part of its stake off: that part counts as its stake).
 */
export async function checkEditsAndBoosts(db: Database, playerIds: number[]) {
  const edits = await db.query<{
    old_bet_id: string;
    amount: string;
    old_status: string;
    old_returns: string;
    new_stake: string;
    paid: string;
    staked: string;
    currency: string;
  }>(
    `SELECT x.old_bet_id, x.amount, o.status AS old_status, o.returns AS old_returns, p.currency,
            n.total_stake + coalesce((SELECT sum(pc.stake) FROM partial_cash_outs pc WHERE pc.bet_id = n.id), 0) AS new_stake,
            coalesce((SELECT sum(amount) FROM wallet_entries e WHERE e.bet_id = o.id AND e.kind = 'cashout'), 0)
              + coalesce((SELECT -sum(amount) FROM credit_entries c WHERE c.bet_id = o.id AND c.kind = 'repayment'), 0)
              - coalesce((SELECT sum(amount) FROM partial_cash_outs pc WHERE pc.bet_id = o.id), 0) AS paid,
            coalesce((SELECT -sum(amount) FROM wallet_entries e WHERE e.betslip_id = n.betslip_id AND e.kind = 'stake'), 0)
              + coalesce((SELECT sum(amount) FROM credit_entries c WHERE c.betslip_id = n.betslip_id AND c.kind = 'draw'), 0) AS staked
     FROM bet_edits x JOIN bets o ON o.id = x.old_bet_id JOIN bets n ON n.id = x.new_bet_id JOIN players p ON p.id = o.player_id
     WHERE o.player_id = ANY($1::int[])`,
    [playerIds],
  );
  assert.ok(edits.length > 0, 'some edits were confirmed');
  for (const edit of edits) {
    const amount = Number(edit.amount);
    const what = `the edit of bet ${edit.old_bet_id} (${fromMinorUnits(amount, edit.currency)} ${edit.currency})`;
    assert.equal(edit.old_status, 'cashed_out', `${what} closed the bet`);
    assert.deepEqual(
      [Number(edit.old_returns), Number(edit.new_stake), Number(edit.paid), Number(edit.staked)],
      [amount, amount, amount, amount],
      `${what}: returned, staked, paid and taken alike`,
    );
  }
}
