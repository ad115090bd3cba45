import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { DEFAULT_SETTINGS } from '@sportsbook/contracts';
import { fromMinorUnits, toBookedAmount, toMinorUnits, BET_BUILDER_MARKET_TYPE_ID } from '@sportsbook/domain';
import type { Settings, PlacementAnswer } from '@sportsbook/contracts';
import { startTestPlatform, type TestPlatform } from './harness';
import { placeBetslip } from '../src/bets/placement';
import { betslipStatus } from '../src/bets/slipResolution';
import type { SlipRequest } from '../src/bets/slipEngine';
import { cashoutValue, offerCashout, openBet, takeCashout } from '../src/bets/myBets';
import { evaluateAutoCashOuts, setAutoCashOut, type AutoCashOutFired } from '../src/bets/autoCashOut';
import { activeJackpots } from '../src/jackpots/jackpotReads';
import { placeJackpot } from '../src/jackpots/jackpotPlacement';
import { jackpotPriceIn } from '../src/jackpots/jackpotTerms';
import type { BrandContent } from '../src/brands/brandContent';
import { findPlayer, walletOf, type PlayerRow } from '../src/players/playerRepo';
import { HttpError } from '../src/http/errors';
import { Rng } from '../src/trading/rng';
import { soakSeed } from './soakSeed';
import { BuilderRefusal, quoteBuilder } from '../src/bets/builder/builderQuote';
import { builderOutcomeFor } from '../src/bets/builder/builderStore';
import {
  boostedPrice,
  checkBoostedSingles,
  checkEditsAndBoosts,
  editBetsAtRandom,
  setBoostsAtRandom,
} from './soakEditsAndBoosts';

/** Five wallets in five currencies: two decimal, one scaled (IDR, in thousands), one without decimals (JPY). */
/** Two of them have a credit line (RES-00057): stakes over the balance draw on it, and payouts repay it first. */
const WALLETS = [
  { username: 'soak_eur', currency: 'EUR', balance: 5_000, creditLimit: 3_000 },
  { username: 'soak_gbp', currency: 'GBP', balance: 5_000 },
  { username: 'soak_kes', currency: 'KES', balance: 500_000 },
  { username: 'soak_idr', currency: 'IDR', balance: 50_000_000, creditLimit: 20_000_000 },
  { username: 'soak_jpy', currency: 'JPY', balance: 500_000 },
];
/** About 40 s on two cores shared by four, far less alone; MONEY_SOAK_OPERATIONS runs a longer soak by hand. */
const OPERATIONS = Number(process.env.MONEY_SOAK_OPERATIONS ?? 1_500);
/** Stakes as a player types them (thousands for IDR): tiny, usual, over the referral and the attendant's limit, over the maximum, and too fine. */
const SHOWN_STAKES = [0, 0.5, 1, 2, 5, 10, 25, 100, 2_500, 6_000, 20_000, 0.001];
/** The world and the operations: new each run, MONEY_SOAK_SEED replays one. */
const SEED = soakSeed('money soak', 'MONEY_SOAK_SEED');
/**
 * Feed alerts start by chance as in production, more often (every other test turns them off): bets meet their
 * suspensions (RES-00249), and the markets they suspend.
 */
const FEED_ALERT_CHANCE_PER_SECOND = 0.006;

interface Candidate {
  id: number;
  eventId: number;
  live: boolean;
}

/**
 * The money soak: thousands of random operations (singles, multiples, systems, in-play bets through their
 * delay, referred bets, jackpots, cash outs, edits of multiples, boosted prices, bad stakes) in five currencies against the running simulator,
 * then what must always hold: every wallet equals its ledger, no balance ever went below zero, the credit
 * drawn never went below zero nor above the line and equals the line's ledger, every settled bet was paid
 * exactly once and exactly its returns (what reached the balance and what repaid the line together), every amount is whole minor units of its
 * currency, and no bet was accepted on a market that was not open at that moment.
 */
describe('money soak', () => {
  let platform: TestPlatform;
  const rng = new Rng(SEED);
  const settings: Settings = { ...DEFAULT_SETTINGS };
  const players = new Map<string, PlayerRow>();
  const violations: string[] = [];
  const refusals = new Map<string, number>();
  const counts = {
    accepted: 0,
    refused: 0,
    badInput: 0,
    pendingAccepted: 0,
    referred: 0,
    jackpots: 0,
    cashouts: 0,
    partialCashouts: 0,
    cashoutRefused: 0,
    autoRulesSet: 0,
    autoRulesRefused: 0,
    autoFiredHere: 0,
    builders: 0,
    builderRefused: 0,
    edits: 0,
    editsRefused: 0,
    boostsSet: 0,
  };
  /** What the soak's own evaluations fired; the platform's evaluator (every process runs one) fires beside them. */
  const firedHere: AutoCashOutFired[] = [];

  before(async () => {
    platform = await startTestPlatform({
      simulator: { speed: 60, seed: SEED, feedAlertChancePerSecond: FEED_ALERT_CHANCE_PER_SECOND },
    });
    await platform.simulator.advance(1);
    for (const wallet of WALLETS) {
      await platform.db.transaction(async (tx) => {
        const [{ id }] = await tx.query<{ id: number }>(
          `INSERT INTO players (username, password_hash, brand, currency, first_name, last_name, email, credit_limit) VALUES ($1, 'not-a-login', 'classic', $2, 'Soak', 'Player', $1 || '@example.com', $3) RETURNING id`,
          [wallet.username, wallet.currency, toMinorUnits(wallet.creditLimit ?? 0, wallet.currency)],
        );
        // The wallet and the ledger hold whole minor units of the currency.
        const balance = toMinorUnits(wallet.balance, wallet.currency);
        await tx.query('INSERT INTO wallets (player_id, balance) VALUES ($1, $2)', [id, balance]);
        await tx.query(`INSERT INTO wallet_entries (player_id, kind, amount, balance_after) VALUES ($1, 'deposit', $2, $2)`, [
          id,
          balance,
        ]);
      });
      players.set(wallet.username, (await findPlayer(platform.db, { username: wallet.username }))!);
    }
  });
  after(async () => platform.close());

  /** Outcomes to bet on, drawn anew as the world moves: open ones mostly, and some the book has closed or suspended. */
  const candidates = async (): Promise<Candidate[]> => {
    const rows = await platform.db.query<{ id: string; event_id: string; in_running: boolean }>(
      `(SELECT o.id, m.event_id, m.in_running FROM outcomes o JOIN markets m ON m.id = o.market_id JOIN events e ON e.id = m.event_id
         WHERE m.status = 'open' AND e.state = 'live' AND m.in_running ORDER BY o.id DESC LIMIT 120)
       UNION ALL
       (SELECT o.id, m.event_id, m.in_running FROM outcomes o JOIN markets m ON m.id = o.market_id JOIN events e ON e.id = m.event_id
         WHERE m.status = 'open' AND e.state = 'prematch' AND NOT e.is_outright AND m.market_type_id IN (1, 2) ORDER BY e.event_date, o.id LIMIT 120)
       UNION ALL
       (SELECT o.id, m.event_id, m.in_running FROM outcomes o JOIN markets m ON m.id = o.market_id WHERE m.status <> 'open' ORDER BY o.id DESC LIMIT 15)`,
    );
    return rows.map((r) => ({ id: Number(r.id), eventId: Number(r.event_id), live: r.in_running }));
  };

  /** Right after an acceptance, nothing has moved the world: every leg's market must be open and priced by the book now. */
  const checkAccepted = async (betSlipId: string) => {
    const legs = await platform.db.query<{
      bet_id: string;
      status: string;
      resulted: boolean;
      in_running: boolean;
      state: string;
      price: number;
      book_price: number;
    }>(
      `SELECT s.bet_id, m.status, m.resulted, m.in_running, e.state, s.price,
              CASE WHEN b.kind = 'single' AND s.price = (SELECT p.price FROM price_boosts p WHERE p.brand = 'classic' AND p.outcome_id = s.outcome_id
                     AND p.starts_at <= now() AND p.ends_at > now()) THEN s.price ELSE o.price END AS book_price
       FROM bets b JOIN bet_selections s ON s.bet_id = b.id JOIN markets m ON m.id = s.market_id JOIN events e ON e.id = s.event_id JOIN outcomes o ON o.id = s.outcome_id
       WHERE b.betslip_id = $1 AND m.market_type_id <> $2`,
      [betSlipId, BET_BUILDER_MARKET_TYPE_ID],
    );
    // A bet builder is priced from its legs as it is placed: struck at the price its legs give now, all open.
    const builders = await platform.db.query<{ bet_id: string; price: number; legs: string[] }>(
      `SELECT s.bet_id, s.price, bb.legs FROM bets b JOIN bet_selections s ON s.bet_id = b.id JOIN bet_builders bb ON bb.outcome_id = s.outcome_id
       WHERE b.betslip_id = $1`,
      [betSlipId],
    );
    for (const builder of builders) {
      const now = await quoteBuilder(platform.db, builder.legs.map(Number)).catch((error: Error) => error);
      if (now instanceof Error) violations.push(`builder bet ${builder.bet_id} accepted, refused now: ${now.message}`);
      else if (now.status !== 'open' || now.price !== builder.price)
        violations.push(`builder bet ${builder.bet_id} struck at ${builder.price}, its legs give ${now.price} (${now.status})`);
    }
    for (const leg of legs) {
      const openNow =
        leg.status === 'open' && !leg.resulted && (leg.in_running ? leg.state === 'live' : leg.state === 'prematch');
      if (!openNow) violations.push(`bet ${leg.bet_id} accepted on a market ${leg.status} (${leg.state})`);
      if (leg.price !== leg.book_price || leg.price >= 1000)
        violations.push(`bet ${leg.bet_id} struck at ${leg.price}, the book offers ${leg.book_price}`);
    }
    await checkBoostedSingles(platform.db, betSlipId, violations);
  };

  /** The in-play delay and the trader's decision, brought forward instead of waited for. */
  const followUp = async (player: PlayerRow, answer: PlacementAnswer) => {
    let current = answer;
    if (answer.status === 'referred') counts.referred++;
    for (let round = 0; round < 3 && (current.status === 'pending' || current.status === 'referred'); round++) {
      await platform.db.query(
        "UPDATE betslips SET delay_until = now() - interval '1 second', decide_at = now() - interval '1 second' WHERE id = $1",
        [current.betSlipId],
      );
      current = (await betslipStatus(platform.db, player, current.betSlipId!))!;
      if (current.status === 'accepted') counts.pendingAccepted++;
    }
    return current;
  };

  /**
   * A bet builder of two to four outcomes of one event of the pool, as a leg: its legs drawn from the event's
   * markets at random, so that many are refused (one market twice, legs that cannot all win, markets the model
   * cannot price) before any is priced.
   */
  const randomBuilder = async (pool: Candidate[]): Promise<Candidate | undefined> => {
    const event = rng.pick(pool);
    const outcomes = await platform.db.query<{ id: string; market_id: string }>(
      `SELECT o.id, o.market_id FROM outcomes o JOIN markets m ON m.id = o.market_id
       WHERE m.event_id = $1 AND m.market_type_id <> $2 AND m.status = 'open' ORDER BY o.id`,
      [event.eventId, BET_BUILDER_MARKET_TYPE_ID],
    );
    if (outcomes.length < 2) return undefined;
    // Mostly one outcome a market (one market twice is refused at once); now and then any two.
    const markets = new Set<string>();
    const ids = new Set<number>();
    const size = rng.int(2, 4);
    for (let i = 0; i < 16 && ids.size < size; i++) {
      const outcome = rng.pick(outcomes);
      if (markets.has(outcome.market_id) && !rng.chance(0.1)) continue;
      markets.add(outcome.market_id);
      ids.add(Number(outcome.id));
    }
    try {
      const quote = await quoteBuilder(platform.db, [...ids]);
      counts.builders++;
      return { id: await builderOutcomeFor(platform.db, quote), eventId: event.eventId, live: quote.live };
    } catch (error) {
      if (!(error instanceof BuilderRefusal && error.statusCode < 500)) throw error;
      counts.builderRefused++;
      return undefined;
    }
  };

  const placeRandomSlip = async (player: PlayerRow, pool: Candidate[]) => {
    const legs: Candidate[] = [];
    const builder = rng.chance(0.3) ? await randomBuilder(pool) : undefined;
    if (builder) legs.push(builder);
    const wanted = rng.pick([1, 1, 2, 3, 3, 4]);
    for (let i = 0; i < 12 && legs.length < wanted; i++) {
      const next = rng.pick(pool);
      if (!legs.some((leg) => leg.eventId === next.eventId)) legs.push(next);
    }
    const stake = () => {
      const shown = rng.pick(SHOWN_STAKES);
      // A fine stake stays fine in every currency; others are typed as the player's scale books them.
      return shown === 0.001 ? shown : toBookedAmount(shown, player.currency);
    };
    const request: SlipRequest = {
      singles: legs.map((leg) => ({
        outcomeId: leg.id,
        // Now and then the boosted price, which a stake over the boost's maximum does not get (RES-00152).
        decimal: rng.chance(0.1) ? 1000 : rng.chance(0.3) ? boostedPrice(leg.id) : undefined,
        unitStake: rng.chance(0.7) ? stake() : undefined,
      })),
      multiples: legs.length >= 2 && rng.chance(0.5) ? [{ betTypeId: 200002, unitStake: stake() }] : undefined,
      systems: legs.length >= 3 && rng.chance(0.4) ? [{ betTypeId: rng.pick([300002, 300019]), unitStake: stake() }] : undefined,
      userAcceptOdds: rng.pick(['D', 'A'] as const),
      originId: 11,
    };
    try {
      const answer = await followUp(player, await placeBetslip(platform.db, player, randomUUID(), request, settings));
      if (answer.status === 'accepted') {
        counts.accepted++;
        await checkAccepted(answer.betSlipId!);
      } else {
        counts.refused++;
        for (const error of answer.errors ?? []) refusals.set(error.code, (refusals.get(error.code) ?? 0) + 1);
      }
    } catch (error) {
      if (!(error instanceof HttpError && error.statusCode === 400)) throw error;
      counts.badInput++;
    }
  };

  /** The soak's players are classic's: the jackpot is priced from classic's terms in their currency. */
  const jackpotPrice = async (currency: string) => {
    const [brand] = await platform.db.query<{ content: BrandContent }>("SELECT content FROM brands WHERE id = 'classic'");
    return jackpotPriceIn(currency, brand.content.jackpotTerms);
  };

  const placeRandomJackpot = async (player: PlayerRow) => {
    const price = await jackpotPrice(player.currency);
    const [jackpot] = await activeJackpots(platform.db, price);
    if (!jackpot) return;
    const picks = jackpot.events.map((e) => rng.pick(e.market.outcomes).id);
    if (rng.chance(0.3)) picks.push(jackpot.events[0].market.outcomes.find((o) => !picks.includes(o.id))!.id);
    const answer = await placeJackpot(
      platform.db,
      player,
      randomUUID(),
      {
        jackpotId: jackpot.jackpotId,
        globalStake: jackpot.unitStake * rng.pick([1, 2, 5, 10_000]),
        outcomeIds: picks,
      },
      price,
    );
    if (answer.status === 'accepted') counts.jackpots++;
  };

  const cashOutRandomBet = async (player: PlayerRow) => {
    const open = await platform.db.query<{ id: string }>(
      "SELECT id FROM bets WHERE player_id = $1 AND status = 'open' ORDER BY id",
      [player.id],
    );
    if (!open.length) return;
    const bet = { betId: Number(rng.pick(open).id) };
    try {
      const offer = await offerCashout(platform.db, player, bet.betId, 5_000);
      if (rng.chance(0.2))
        await platform.db.query("UPDATE cashout_offers SET expires_at = now() - interval '1 second' WHERE id = $1", [
          offer.offerId,
        ]);
      // Partial cash outs: a part of the range, now and then one just out of it (refused, 400; or, one past the
      // top, the whole offer when that is the next minor unit: a full cash out).
      const asked = offer.partial && rng.chance(0.5) ? partOf(offer.partial, player.currency) : undefined;
      const partial = asked === offer.amount ? undefined : asked;
      const [before] = await platform.db.query<{ unit_stake: string }>('SELECT unit_stake FROM bets WHERE id = $1', [bet.betId]);
      const taken = await takeCashout(platform.db, player, bet.betId, offer.offerId, 5_000, asked);
      const expected = partial ?? offer.amount;
      if (taken.amount !== expected || taken.amount > offer.amount)
        violations.push(`bet ${bet.betId} offered ${offer.amount} (asked ${expected}), paid ${taken.amount}`);
      if (partial !== undefined) {
        counts.partialCashouts++;
        // The part is paid at no better a rate than the offer's: amount / stake bought back <= offer / stake before.
        const [split] = await platform.db.query<{ stake: string; amount: string; offer: string; unit_stake: string }>(
          `SELECT pc.stake, pc.amount, pc.offer, b.unit_stake FROM partial_cash_outs pc JOIN bets b ON b.id = pc.bet_id
           WHERE pc.bet_id = $1 ORDER BY pc.id DESC LIMIT 1`,
          [bet.betId],
        );
        const stakeBefore = Number(before.unit_stake);
        if (Number(split.stake) + Number(split.unit_stake) !== stakeBefore || Number(split.unit_stake) < 1)
          violations.push(`bet ${bet.betId} split ${stakeBefore} into ${split.stake} and ${split.unit_stake}`);
        if (BigInt(split.amount) * BigInt(stakeBefore) > BigInt(split.offer) * BigInt(split.stake))
          violations.push(
            `bet ${bet.betId} paid ${split.amount} for ${split.stake} of ${stakeBefore}, over the offer ${split.offer}`,
          );
      } else counts.cashouts++;
      // The same offer a second time pays nothing.
      await assert.rejects(takeCashout(platform.db, player, bet.betId, offer.offerId), HttpError);
    } catch (error) {
      if (!(error instanceof HttpError && [400, 404, 409].includes(error.statusCode))) throw error;
      counts.cashoutRefused++;
    }
  };

  /** An amount of a partial range in major units: mostly inside it, sometimes one minor unit past either end. */
  const partOf = (range: { min: number; max: number }, currency: string) => {
    const min = toMinorUnits(range.min, currency);
    const max = toMinorUnits(range.max, currency);
    const minor = rng.chance(0.1) ? rng.pick([min - 1, max + 1]) : rng.int(min, max);
    return fromMinorUnits(minor, currency);
  };

  /** A rule a little above the offer now (so price moves may reach it), sometimes one at or below it (refused). */
  const setRandomAutoCashOut = async (player: PlayerRow) => {
    const open = await platform.db.query<{ id: string }>(
      "SELECT id FROM bets WHERE player_id = $1 AND status = 'open' AND kind <> 'system' ORDER BY id",
      [player.id],
    );
    if (!open.length) return;
    const betId = Number(rng.pick(open).id);
    const now = cashoutValue(await openBet(platform.db, player.id, betId), player.currency);
    if (now === null) return;
    const factor = rng.chance(0.1) ? rng.pick([0.5, 1]) : 1 + rng.int(1, 60) / 1000;
    const target = fromMinorUnits(Math.max(1, Math.ceil(toMinorUnits(now, player.currency) * factor)), player.currency);
    try {
      await setAutoCashOut(platform.db, player, betId, target);
      counts.autoRulesSet++;
    } catch (error) {
      if (!(error instanceof HttpError && [400, 409].includes(error.statusCode))) throw error;
      counts.autoRulesRefused++;
    }
  };

  /** Evaluations racing each other as N API processes would, beside the platform's own evaluator. */
  const evaluateRacing = async () => {
    const peer = await platform.openPeer();
    try {
      const rounds = await Promise.all([evaluateAutoCashOuts(platform.db), evaluateAutoCashOuts(peer)]);
      for (const fired of rounds.flat()) {
        firedHere.push(fired);
        counts.autoFiredHere++;
      }
    } finally {
      await platform.closePeer(peer);
    }
  };

  it(`keeps every wallet equal to its ledger through ${OPERATIONS} random operations in five currencies`, async (t) => {
    const started = Date.now();
    let pool = await candidates();
    // Beside the chance alerts, one on football (always bet on) at a step of the seed's choosing: every run meets one.
    const footballAlertAt = rng.int(1, Math.floor(OPERATIONS / 100) - 1) * 100 - 1;
    for (let op = 0; op < OPERATIONS; op++) {
      if (op % 100 === 99) {
        await platform.simulator.advance(rng.int(5, 40));
        await evaluateRacing();
        pool = await candidates();
        await setBoostsAtRandom(platform.db, rng, pool, counts);
        if (op === footballAlertAt) await platform.simulator.raiseFeedAlert('FOOT');
      }
      const player = players.get(rng.pick(WALLETS).username)!;
      const roll = rng.next();
      if (roll < 0.66) await placeRandomSlip(player, pool);
      else if (roll < 0.76) await placeRandomJackpot(player);
      else if (roll < 0.82) await setRandomAutoCashOut(player);
      else if (roll < 0.88) await editBetsAtRandom(platform.db, rng, player, pool, settings, counts, violations);
      else await cashOutRandomBet(player);
    }
    t.diagnostic(`operations took ${Date.now() - started} ms`);
    // The world plays on until most bets have results, and the jackpot's matches are brought forward so it settles too.
    const [jackpot] = await activeJackpots(platform.db, await jackpotPrice('EUR'));
    if (jackpot)
      await platform.db.query('UPDATE events SET event_date = now() WHERE id = ANY($1::bigint[])', [
        jackpot.events.map((e) => e.eventId),
      ]);
    for (let i = 0; i < 20; i++) {
      await platform.simulator.advance(30);
      await evaluateRacing();
    }

    t.diagnostic(`seed ${SEED} (MONEY_SOAK_SEED replays it)`);
    t.diagnostic(`operations and settlement took ${Date.now() - started} ms`);
    t.diagnostic(JSON.stringify(counts));
    t.diagnostic(JSON.stringify([...refusals]));
    console.log(`money soak (seed ${SEED}): ${JSON.stringify(counts)}; refusals ${JSON.stringify([...refusals])}`);
    // By chance alone (at 0.008 a second) nine runs met 2 to 355 refusals, keeping their accepted share (194 to 256
    // of 1,500): the football alert makes sure of some.
    assert.ok((refusals.get('RES-00249') ?? 0) > 0, `bets met feed alerts (RES-00249), seed ${SEED}`);
    assert.deepEqual(violations, []);
    assert.ok(counts.accepted > OPERATIONS / 10, `a healthy share was accepted: ${JSON.stringify(counts)}`);
    assert.ok(counts.refused > 0 && counts.badInput > 0 && counts.cashouts > 0 && counts.jackpots > 0, JSON.stringify(counts));
    assert.ok(counts.partialCashouts > 0 && counts.autoRulesSet > 0 && counts.autoRulesRefused > 0, JSON.stringify(counts));
    assert.ok(counts.builders > 0 && counts.builderRefused > 0, JSON.stringify(counts));
    const [builderBets] = await platform.db.query<{ placed: string; settled: string }>(
      `SELECT count(DISTINCT s.bet_id) AS placed, count(DISTINCT s.bet_id) FILTER (WHERE b.status <> 'open') AS settled
       FROM bet_selections s JOIN bets b ON b.id = s.bet_id JOIN bet_builders bb ON bb.outcome_id = s.outcome_id`,
    );
    // Builders settle when their matches end, which some runs' seeds do not reach; each one settled is checked
    // below with every other bet (paid once, exactly its returns).
    t.diagnostic(`builder bets: ${builderBets.placed} placed, ${builderBets.settled} settled`);
    assert.ok(Number(builderBets.placed) > 0, JSON.stringify(builderBets));
    assert.ok(counts.edits > 0 && counts.editsRefused > 0 && counts.boostsSet > 0, JSON.stringify(counts));

    const db = platform.db;
    const ids = [...players.values()].map((p) => p.id);
    await checkEditsAndBoosts(db, ids);
    const wallets = await db.query<{
      player_id: number;
      currency: string;
      balance: string;
      ledger: string;
      lowest: string;
      credit_limit: string;
      credit_used: string;
      credit_ledger: string;
      credit_lowest: string | null;
      credit_highest: string | null;
      draws: string;
      repayments: string;
    }>(
      `SELECT w.player_id, p.currency, w.balance, (SELECT sum(amount) FROM wallet_entries e WHERE e.player_id = w.player_id) AS ledger,
              (SELECT min(balance_after) FROM wallet_entries e WHERE e.player_id = w.player_id) AS lowest,
              p.credit_limit, w.credit_used,
              (SELECT coalesce(sum(amount), 0) FROM credit_entries c WHERE c.player_id = w.player_id) AS credit_ledger,
              (SELECT min(used_after) FROM credit_entries c WHERE c.player_id = w.player_id) AS credit_lowest,
              (SELECT max(used_after) FROM credit_entries c WHERE c.player_id = w.player_id) AS credit_highest,
              (SELECT count(*) FROM credit_entries c WHERE c.player_id = w.player_id AND c.kind = 'draw') AS draws,
              (SELECT count(*) FROM credit_entries c WHERE c.player_id = w.player_id AND c.kind = 'repayment') AS repayments
       FROM wallets w JOIN players p ON p.id = w.player_id WHERE w.player_id = ANY($1::int[])`,
      [ids],
    );
    for (const wallet of wallets) {
      assert.equal(Number(wallet.balance), Number(wallet.ledger), `${wallet.currency} wallet equals its ledger`);
      assert.ok(Number(wallet.lowest) >= 0, `${wallet.currency} balance never went below zero`);
      // The credit line: what is drawn equals its own ledger, and at no moment was it below zero or over the line.
      const limit = Number(wallet.credit_limit);
      assert.equal(Number(wallet.credit_used), Number(wallet.credit_ledger), `${wallet.currency} credit drawn equals its ledger`);
      assert.ok(Number(wallet.credit_lowest ?? 0) >= 0, `${wallet.currency} credit drawn never went below zero`);
      assert.ok(Number(wallet.credit_highest ?? 0) <= limit, `${wallet.currency} credit drawn never went over the line`);
      assert.ok(Number(wallet.credit_used) >= 0 && Number(wallet.credit_used) <= limit, `${wallet.currency} credit drawn now`);
      if (limit === 0) assert.equal(Number(wallet.draws), 0, `${wallet.currency} has no line and never drew on one`);
      t.diagnostic(
        `${wallet.currency}: credit line ${limit}, ${wallet.draws} draws, ${wallet.repayments} repayments, drawn now ${wallet.credit_used}`,
      );
      // What the player is shown is the same ledger, read in major units.
      const shown = await walletOf(db, wallet.player_id);
      assert.equal(
        shown.balance,
        fromMinorUnits(Number(wallet.ledger), wallet.currency),
        `${wallet.currency} balance on the wire`,
      );
    }
    // The soak exercised the line: stakes drew on it and payouts repaid it.
    const credited = wallets.filter((w) => Number(w.credit_limit) > 0);
    assert.ok(
      credited.some((w) => Number(w.draws) > 0) && credited.some((w) => Number(w.repayments) > 0),
      `the credit lines were drawn and repaid: ${JSON.stringify(credited.map((w) => [w.currency, w.draws, w.repayments]))}`,
    );

    // Whole minor units by construction: every amount column is an integer column.
    const columns = await db.query<{ table_name: string; column_name: string; data_type: string }>(
      `SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema()
       AND column_name IN ('balance', 'promo_cash', 'total_left_to_wager', 'amount', 'balance_after', 'total_stake', 'unit_stake', 'potential_returns', 'returns', 'prize')`,
    );
    assert.ok(columns.length >= 17, `the amount columns: ${columns.length}`);
    for (const column of columns)
      assert.equal(column.data_type, 'bigint', `${column.table_name}.${column.column_name} is whole minor units`);

    // Every bet: its payouts by kind and amount, in the wallet's ledger (what reached the balance) and the
    // credit line's (what repaid it); one payout may land in either or both.
    const bets = await db.query<{
      id: string;
      status: string;
      returns: string | null;
      paid: string;
      payouts: string;
      repaid: string;
      repayments: string;
      kinds: string[] | null;
      partials: string;
      partial_paid: string;
    }>(
      `SELECT b.id, b.status, b.returns,
              (SELECT count(*) FROM partial_cash_outs pc WHERE pc.bet_id = b.id) AS partials,
              coalesce((SELECT sum(pc.amount) FROM partial_cash_outs pc WHERE pc.bet_id = b.id), 0) AS partial_paid,
              coalesce((SELECT sum(amount) FROM wallet_entries e WHERE e.bet_id = b.id), 0) AS paid,
              (SELECT count(*) FROM wallet_entries e WHERE e.bet_id = b.id) AS payouts,
              coalesce((SELECT -sum(amount) FROM credit_entries c WHERE c.bet_id = b.id AND c.kind = 'repayment'), 0) AS repaid,
              (SELECT count(*) FROM credit_entries c WHERE c.bet_id = b.id AND c.kind = 'repayment') AS repayments,
              (SELECT array_agg(k) FROM (SELECT e.kind AS k FROM wallet_entries e WHERE e.bet_id = b.id
                 UNION ALL SELECT c.cause FROM credit_entries c WHERE c.bet_id = b.id) kinds) AS kinds
       FROM bets b WHERE b.player_id = ANY($1::int[])`,
      [ids],
    );
    const settled = bets.filter((b) => b.status !== 'open');
    assert.ok(settled.length > 0, 'some bets settled');
    for (const bet of bets) {
      const returns = Number(bet.returns ?? 0);
      const expected = bet.status === 'open' || returns === 0 ? 0 : 1;
      // Each partial cash out was one payout more, before the bet's own (which pays what was left running).
      const partials = Number(bet.partials);
      const landed = Math.max(Number(bet.payouts), Number(bet.repayments));
      assert.ok(
        Number(bet.payouts) <= expected + partials &&
          Number(bet.repayments) <= expected + partials &&
          (partials > 0 ? landed >= Math.min(1, expected + partials) : landed === expected),
        `bet ${bet.id} (${bet.status}, returns ${returns}, ${partials} partial cash outs) paid exactly ${expected === 1 ? 'once' : 'never'} besides: ${bet.kinds}`,
      );
      assert.equal(
        Number(bet.paid) + Number(bet.repaid),
        (bet.status === 'open' ? 0 : returns) + Number(bet.partial_paid),
        `bet ${bet.id} paid its returns and its partial cash outs`,
      );
      if (bet.status === 'cashed_out')
        assert.ok(
          bet.kinds?.every((kind) => kind === 'cashout'),
          `${bet.kinds}`,
        );
    }

    // Every auto cash out fired at most once (one rule a bet, one firing a rule, no two evaluations paying), at
    // or above its target, and the firing is what closed the bet and what it returned.
    const rules = await db.query<{
      bet_id: string;
      target: string;
      paid: string | null;
      fired: boolean;
      status: string;
      returns: string | null;
    }>(
      `SELECT a.bet_id, a.target, a.paid, a.fired_at IS NOT NULL AS fired, b.status, b.returns
       FROM auto_cash_outs a JOIN bets b ON b.id = a.bet_id WHERE b.player_id = ANY($1::int[])`,
      [ids],
    );
    const firedRules = rules.filter((rule) => rule.fired);
    t.diagnostic(
      `auto cash outs: ${rules.length} rules kept, ${firedRules.length} fired (${counts.autoFiredHere} by the soak's racing evaluations)`,
    );
    for (const rule of rules) {
      if (rule.fired) {
        assert.ok(
          Number(rule.paid) >= Number(rule.target),
          `bet ${rule.bet_id}'s auto cash out paid ${rule.paid}, under ${rule.target}`,
        );
        assert.deepEqual(
          [rule.status, Number(rule.returns)],
          ['cashed_out', Number(rule.paid)],
          `bet ${rule.bet_id} closed by its rule`,
        );
      } else assert.notEqual(rule.status, 'cashed_out', `bet ${rule.bet_id} cashed out in full kept an armed rule`);
    }
    const firedBets = firedHere.map((fired) => fired.betId);
    assert.equal(new Set(firedBets).size, firedBets.length, 'no rule fired twice among racing evaluations');
    for (const fired of firedHere) {
      const rule = firedRules.find((r) => Number(r.bet_id) === fired.betId);
      assert.equal(Number(rule?.paid), fired.paid, `bet ${fired.betId}: the firing that paid is the one written down`);
    }
    // Whether a rule's target is reached in the run depends on how the seed's prices move (a run of seed 596146055
    // reached none): that a rule fires, once, the moment its offer reaches it, is cashOutYourWay.test.ts's to prove;
    // here every rule that fired holds the invariants above.

    // Every betslip took its total stake once when accepted (from the balance and the credit line); a referred
    // one refused by the trader got it back. A partial cash out took part of a bet's stake off it: the part
    // counts as the bet's.
    const slips = await db.query<{
      id: string;
      status: string;
      total_stake: string;
      staked: string;
      refunded: string;
      bets: string;
    }>(
      `SELECT s.id, s.status, s.total_stake,
              coalesce((SELECT -sum(amount) FROM wallet_entries e WHERE e.betslip_id = s.id AND e.kind = 'stake'), 0)
                + coalesce((SELECT sum(amount) FROM credit_entries c WHERE c.betslip_id = s.id AND c.kind = 'draw'), 0) AS staked,
              coalesce((SELECT sum(amount) FROM wallet_entries e WHERE e.betslip_id = s.id AND e.kind = 'refund' AND e.bet_id IS NULL), 0)
                + coalesce((SELECT -sum(amount) FROM credit_entries c WHERE c.betslip_id = s.id AND c.cause = 'refund' AND c.bet_id IS NULL), 0) AS refunded,
              (SELECT coalesce(sum(total_stake), 0) FROM bets b WHERE b.betslip_id = s.id)
                + (SELECT coalesce(sum(pc.stake), 0) FROM partial_cash_outs pc JOIN bets b ON b.id = pc.bet_id WHERE b.betslip_id = s.id) AS bets
       FROM betslips s WHERE s.player_id = ANY($1::int[])`,
      [ids],
    );
    for (const slip of slips) {
      const kept = Number(slip.staked) - Number(slip.refunded);
      assert.equal(
        kept,
        slip.status === 'accepted' ? Number(slip.bets) : 0,
        `betslip ${slip.id} (${slip.status}) kept exactly its bets' stakes`,
      );
    }

    const jackpotBets = await db.query<{
      id: string;
      status: string;
      total_stake: string;
      returns: string | null;
      staked: string;
      paid: string;
      payouts: string;
    }>(
      `SELECT j.id, j.status, j.total_stake, j.returns,
              coalesce((SELECT -sum(amount) FROM wallet_entries e WHERE e.jackpot_bet_id = j.id AND e.kind = 'stake'), 0) AS staked,
              coalesce((SELECT sum(amount) FROM wallet_entries e WHERE e.jackpot_bet_id = j.id AND e.kind = 'win'), 0)
                + coalesce((SELECT -sum(amount) FROM credit_entries c WHERE c.jackpot_bet_id = j.id AND c.kind = 'repayment'), 0) AS paid,
              greatest((SELECT count(*) FROM wallet_entries e WHERE e.jackpot_bet_id = j.id AND e.kind = 'win'),
                       (SELECT count(*) FROM credit_entries c WHERE c.jackpot_bet_id = j.id AND c.kind = 'repayment')) AS payouts
       FROM jackpot_bets j WHERE j.player_id = ANY($1::int[])`,
      [ids],
    );
    for (const bet of jackpotBets) {
      assert.equal(Number(bet.staked), Number(bet.total_stake), `jackpot bet ${bet.id} took its total stake once`);
      assert.equal(Number(bet.payouts), Number(bet.returns ?? 0) > 0 ? 1 : 0, `jackpot bet ${bet.id} paid at most once`);
      assert.equal(Number(bet.paid), Number(bet.returns ?? 0), `jackpot bet ${bet.id} paid its returns`);
    }
  });
});
