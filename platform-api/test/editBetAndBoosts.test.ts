import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { BetEditQuote, BetEdited, PriceBoost } from '@sportsbook/domain';
import type { BetModel, EventsPage, MyBet, SportEvent } from '@sportsbook/contracts';
import { startTestPlatform, type TestPlatform } from './harness';
import { ledgerSum } from '../src/bets/wallet';

type Answer = BetModel & { status: string; betSlipId: string };
type Who = { token: string; id: string; playerId: number };

/**
 * Edit bet and price boosts (issue 42), through the API as my bets, the event page and the slip call them.
 * Worked figures in EUR. An edit cashes the bet out at its offer (the stake times, for every leg, the price
 * taken over the price now, less the 5 % margin) and stakes all of it on the new legs at their prices now.
 */
describe('edit bet and price boosts', () => {
  let platform: TestPlatform;
  let nia: Who;
  let dana: Who;
  let events: SportEvent[];
  let next = 0;

  const login = async (username: string, password: string): Promise<Who> => {
    const { body } = await platform.call('POST', '/xapi/icore/players/login', { username, password });
    const [row] = await platform.db.query<{ id: string }>('SELECT id FROM players WHERE username = $1', [username]);
    return { token: body.alsToken, id: body.icore_player_id, playerId: Number(row.id) };
  };

  before(async () => {
    process.env.SIM_CONTROL = '1';
    platform = await startTestPlatform({ simulator: { speed: 60, seed: 7 } });
    await platform.simulator.advance(1);
    nia = await login('nopromo', 'nopromo12');
    dana = await login('demo', 'demo1234');
    // A multiple's stake is at least 1250.00: a deposit, on the ledger like any other, so trebles can be staked.
    await platform.db.query(
      `WITH w AS (UPDATE wallets SET balance = balance + 5000000 WHERE player_id = $1 RETURNING balance)
       INSERT INTO wallet_entries (player_id, kind, amount, balance_after) SELECT $1, 'deposit', 5000000, balance FROM w`,
      [nia.playerId],
    );
    events = (
      await platform.call<EventsPage>(
        'GET',
        '/xapi/rest/events?sportCode=FOOT&live=false&pageSize=100&marketTypeIds=1&periodTypeIds=100',
      )
    ).body.events.slice(-24);
    assert.equal(events.length, 24);
  });
  after(async () => {
    delete process.env.SIM_CONTROL;
    await platform.close();
  });

  const money = async (who: Who) => {
    const [wallet] = await platform.db.query<{ balance: string }>('SELECT balance FROM wallets WHERE player_id = $1', [
      who.playerId,
    ]);
    assert.equal(await ledgerSum(platform.db, who.playerId), Number(wallet.balance), 'the balance equals its ledger');
    const [rows] = await platform.db.query<{ bets: string; entries: string }>(
      'SELECT (SELECT count(*) FROM bets WHERE player_id = $1) AS bets, (SELECT count(*) FROM wallet_entries WHERE player_id = $1) AS entries',
      [who.playerId],
    );
    return { balance: Number(wallet.balance), bets: Number(rows.bets), entries: Number(rows.entries) };
  };
  const setPrice = (outcomeId: number, price: number) =>
    platform.db.query('UPDATE outcomes SET price = $2 WHERE id = $1', [outcomeId, price]);
  const homeWin = () => events[next++].markets![0].outcomes[0].id;
  const place = async (who: Who, slip: object) => {
    const answer = (
      await platform.call<Answer>('POST', `/xapi/rest/accounts/${who.id}/betslips?uuid=${randomUUID()}`, slip, who.token)
    ).body;
    return answer;
  };
  /** A 2000.00 treble at 2.00 a leg (returns 16000.00) on three pre-match matches. */
  const placeTreble = async (who: Who = nia) => {
    const legs = [homeWin(), homeWin(), homeWin()];
    for (const leg of legs) await setPrice(leg, 2);
    const answer = await place(who, {
      userAcceptOdds: 'A',
      singles: legs.map((outcomeId) => ({ outcomeId })),
      multiples: [{ betTypeId: 200002, unitStake: 2000 }],
    });
    assert.equal(answer.status, 'accepted', JSON.stringify(answer.errors));
    const [bet] = await platform.db.query<{ id: string }>('SELECT id FROM bets WHERE betslip_id = $1', [answer.betSlipId]);
    return { legs, betId: Number(bet.id) };
  };
  const editPath = (who: Who, betId: number, what = '') => `/xapi/bet/account/${who.id}/openbet/${betId}/edit${what}`;
  const quote = (betId: number, change: { remove?: number[]; add?: number[] }, who: Who = nia) =>
    platform.call<BetEditQuote & { code?: string; message?: string }>(
      'POST',
      editPath(who, betId, '/quote'),
      { remove: change.remove ?? [], add: change.add ?? [] },
      who.token,
    );

  it('removes a leg of a treble: cashed out at 1900.00 and a 1900.00 double at 4.00 placed, the ledger showing both', async () => {
    const { legs, betId } = await placeTreble();
    const before = await money(nia);
    const quoted = await quote(betId, { remove: [legs[2]] });
    assert.equal(quoted.status, 200, JSON.stringify(quoted.body));
    // 2000 × (2/2)³ × 0.95 = 1900.00, staked at 2 × 2 = 4.00: returns 7600.00.
    assert.equal(quoted.body.stake, 1900);
    assert.equal(quoted.body.odds, 4);
    assert.equal(quoted.body.potentialReturns, 7600);
    assert.deepEqual(quoted.body.was, { stake: 2000, odds: 8, potentialReturns: 16000 });
    // The legs kept, in whatever order the bet lists them.
    assert.deepEqual(
      quoted.body.legs.map((leg) => leg.outcomeId).sort((a, b) => a - b),
      legs.slice(0, 2).sort((a, b) => a - b),
    );

    const done = await platform.call<BetEdited>('POST', editPath(nia, betId), { quoteId: quoted.body.quoteId }, nia.token);
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.equal(done.body.stake, 1900);
    assert.equal(done.body.potentialReturns, 7600);
    assert.equal(done.body.balance, before.balance / 100, 'the cash out and the stake leave the balance as it was');
    const after = await money(nia);
    assert.equal(after.balance, before.balance);
    const entries = await platform.db.query<{ kind: string; amount: string; bet_id: string | null; slip_bet: string | null }>(
      `SELECT e.kind, e.amount, e.bet_id, (SELECT b.id FROM bets b WHERE b.betslip_id = e.betslip_id) AS slip_bet
       FROM wallet_entries e WHERE e.player_id = $1 ORDER BY e.id DESC LIMIT 2`,
      [nia.playerId],
    );
    // The cash out names the old bet; the stake names the new bet's slip, as every placement's stake does.
    assert.deepEqual(
      entries.map((entry) => [entry.kind, Number(entry.amount), Number(entry.bet_id ?? entry.slip_bet)]),
      [
        ['stake', -190000, done.body.betId],
        ['cashout', 190000, betId],
      ],
    );
    const old = (await platform.call<MyBet>('GET', `/xapi/bet/account/${nia.id}/openbet/${betId}`, undefined, nia.token)).body;
    assert.equal(old.status, 'cashed_out');
    assert.equal(old.returns, 1900);
    const edited = (
      await platform.call<MyBet>('GET', `/xapi/bet/account/${nia.id}/openbet/${done.body.betId}`, undefined, nia.token)
    ).body;
    assert.equal(edited.status, 'open');
    assert.equal(edited.kind, 'multiple');
    assert.equal(edited.totalStake, 1900);
    assert.equal(edited.selections.length, 2);

    const again = await platform.call('POST', editPath(nia, betId), { quoteId: quoted.body.quoteId }, nia.token);
    assert.equal(again.status, 404, 'a quote is confirmed once');
  });

  it('adds a leg at today’s price: a 1900.00 four-fold at 24.00', async () => {
    const { betId } = await placeTreble();
    const added = homeWin();
    await setPrice(added, 3);
    const quoted = await quote(betId, { add: [added] });
    assert.equal(quoted.status, 200, JSON.stringify(quoted.body));
    assert.equal(quoted.body.stake, 1900);
    assert.equal(quoted.body.odds, 24);
    assert.equal(quoted.body.potentialReturns, 45600);
    const done = await platform.call<BetEdited>('POST', editPath(nia, betId), { quoteId: quoted.body.quoteId }, nia.token);
    assert.equal(done.status, 200, JSON.stringify(done.body));
    const [bet] = await platform.db.query<{ description: string; odds: number }>(
      'SELECT description, odds FROM bets WHERE id = $1',
      [done.body.betId],
    );
    assert.deepEqual(bet, { description: '4-Fold', odds: 24 });
  });

  it('refuses bad edits with a clear 4xx and writes nothing', async () => {
    const { legs, betId } = await placeTreble();
    const before = await money(nia);
    const [nextEvent] = [events[next++]];
    const sameEventAsLeg = events.find((event) => event.markets![0].outcomes[0].id === legs[0])!.markets![0].outcomes[1].id;
    const cases: [string, Awaited<ReturnType<typeof quote>>, number][] = [
      ['nothing to change', await quote(betId, {}), 400],
      ['not a leg', await quote(betId, { remove: [nextEvent.markets![0].outcomes[0].id] }), 400],
      ['already a leg', await quote(betId, { add: [legs[1]] }), 400],
      ['every leg removed', await quote(betId, { remove: legs }), 400],
      ['two legs on one event', await quote(betId, { add: [sameEventAsLeg] }), 409],
      [
        'another player’s account',
        await platform.call('POST', editPath(nia, betId, '/quote'), { remove: [legs[0]], add: [] }, dana.token),
        403,
      ],
      ['unknown outcome', await quote(betId, { add: [9_000_000_000] }), 404],
    ];
    for (const [what, answer, status] of cases) {
      assert.equal(answer.status, status, `${what}: ${JSON.stringify(answer.body)}`);
      assert.ok(answer.body.message, `${what} says why`);
    }
    const danaOnOwnPath = await platform.call(
      'POST',
      editPath(dana, betId, '/quote'),
      { remove: [legs[0]], add: [] },
      dana.token,
    );
    assert.equal(danaOnOwnPath.status, 404, 'another player’s bet is not found under one’s own account');

    // A suspended leg is closed: no edit.
    const [{ market_id: marketId }] = await platform.db.query<{ market_id: string }>(
      'SELECT market_id FROM outcomes WHERE id = $1',
      [legs[1]],
    );
    await platform.db.query("UPDATE markets SET status = 'suspended' WHERE id = $1", [marketId]);
    const closed = await quote(betId, { remove: [legs[0]] });
    assert.equal(closed.status, 409);
    assert.match(closed.body.message!, /closed leg/);
    await platform.db.query("UPDATE markets SET status = 'open' WHERE id = $1", [marketId]);

    // A stale quote: the price moved between the quote and the confirmation.
    const stale = await quote(betId, { remove: [legs[0]] });
    assert.equal(stale.status, 200);
    await setPrice(legs[1], 1.5);
    const refused = await platform.call<{ code: string }>(
      'POST',
      editPath(nia, betId),
      { quoteId: stale.body.quoteId },
      nia.token,
    );
    assert.equal(refused.status, 409);
    assert.equal(refused.body.code, 'BET_EDIT_CHANGED');
    await setPrice(legs[1], 2);

    // An expired quote.
    const late = await quote(betId, { remove: [legs[0]] });
    await platform.db.query("UPDATE bet_edit_quotes SET expires_at = now() - interval '1 second' WHERE id = $1", [
      late.body.quoteId,
    ]);
    const expired = await platform.call<{ code: string }>(
      'POST',
      editPath(nia, betId),
      { quoteId: late.body.quoteId },
      nia.token,
    );
    assert.equal(expired.status, 409);
    assert.equal(expired.body.code, 'BET_EDIT_QUOTE_EXPIRED');

    // Another player confirming this player's quote.
    const mine = await quote(betId, { remove: [legs[0]] });
    const theirs = await platform.call('POST', editPath(dana, betId), { quoteId: mine.body.quoteId }, dana.token);
    assert.equal(theirs.status, 404);
    const hostile = await platform.call('POST', editPath(nia, betId), { quoteId: 'not-a-uuid' }, nia.token);
    assert.equal(hostile.status, 400);

    const after = await money(nia);
    assert.deepEqual(after, before, 'no refusal wrote a bet or a ledger row');
    const [open] = await platform.db.query<{ status: string }>('SELECT status FROM bets WHERE id = $1', [betId]);
    assert.equal(open.status, 'open');
  });

  it('refuses to edit a settled bet or a single', async () => {
    const { legs, betId } = await placeTreble();
    await platform.db.query("UPDATE bets SET status = 'lost', returns = 0, settled_at = now() WHERE id = $1", [betId]);
    const settled = await quote(betId, { remove: [legs[0]] });
    assert.equal(settled.status, 409);
    assert.match(settled.body.message!, /settled/);
    const outcomeId = homeWin();
    const single = await place(nia, { userAcceptOdds: 'A', singles: [{ outcomeId, unitStake: 5 }] });
    const [bet] = await platform.db.query<{ id: string }>('SELECT id FROM bets WHERE betslip_id = $1', [single.betSlipId]);
    const answer = await quote(Number(bet.id), { add: [homeWin()] });
    assert.equal(answer.status, 409);
    assert.match(answer.body.message!, /only a multiple/);
  });

  describe('price boosts', () => {
    let boost: PriceBoost & { slug: string };
    let bookPrice: number;

    before(async () => {
      const outcomeId = homeWin();
      bookPrice = 2;
      await setPrice(outcomeId, bookPrice);
      const set = await platform.call('POST', '/_sim/price-boosts', { brand: 'classic', outcomeId, price: 3, maxStake: 25 });
      assert.equal(set.status, 200, JSON.stringify(set.body));
      boost = set.body;
    });

    it('is listed for its brand only, on its event', async () => {
      const listed = await platform.call<PriceBoost[]>('GET', `/xapi/rest/priceboosts?eventIds=${boost.eventId}`, undefined, {
        brand: 'classic',
      });
      assert.deepEqual(
        listed.body.map((b) => [b.outcomeId, b.decimal, b.maxStake]),
        [[boost.outcomeId, 3, 25]],
      );
      const other = await platform.call<PriceBoost[]>('GET', `/xapi/rest/priceboosts?eventIds=${boost.eventId}`, undefined, {
        brand: 'nova',
      });
      assert.deepEqual(other.body, []);
    });

    it('shows on the slip, and pays the boost up to the maximum stake only', async () => {
      const priced = (
        await platform.call<BetModel>(
          'PUT',
          '/xapi/rest/betslips/selections',
          { singles: [{ outcomeId: boost.outcomeId, unitStake: 20 }] },
          { brand: 'classic' },
        )
      ).body;
      assert.equal(priced.singles[0].decimal, bookPrice, 'the book price stays the single’s price');
      assert.deepEqual(priced.singles[0].boost && [priced.singles[0].boost.decimal, priced.singles[0].boost.maxStake], [3, 25]);
      assert.equal(priced.singles[0].potentialReturns, 60, '20 at the boosted 3.00');

      const before = await money(nia);
      const within = await place(nia, {
        userAcceptOdds: 'D',
        singles: [{ outcomeId: boost.outcomeId, decimal: 3, unitStake: 25 }],
      });
      assert.equal(within.status, 'accepted', JSON.stringify(within.errors));
      const [bet] = await platform.db.query<{ odds: number; potential_returns: string }>(
        'SELECT odds, potential_returns FROM bets WHERE betslip_id = $1',
        [within.betSlipId],
      );
      assert.deepEqual([bet.odds, Number(bet.potential_returns)], [3, 7500]);

      // Over the maximum the boost is a worse price than the one asked for: refused as a price change (RES-00152).
      const over = await place(nia, {
        userAcceptOdds: 'D',
        singles: [{ outcomeId: boost.outcomeId, decimal: 3, unitStake: 25.01 }],
      });
      assert.equal(over.status, 'rejected');
      assert.deepEqual(
        (over.errors ?? []).map((e) => e.code),
        ['RES-00152'],
      );
      assert.equal((await money(nia)).balance, before.balance - 2500, 'the refused bet took nothing');

      // Placed at the book's price, as the slip shows it above the maximum.
      const atBook = await place(nia, {
        userAcceptOdds: 'D',
        singles: [{ outcomeId: boost.outcomeId, decimal: 2, unitStake: 30 }],
      });
      assert.equal(atBook.status, 'accepted', JSON.stringify(atBook.errors));
      const [plain] = await platform.db.query<{ odds: number }>('SELECT odds FROM bets WHERE betslip_id = $1', [
        atBook.betSlipId,
      ]);
      assert.equal(plain.odds, 2);
    });

    it('counts a boosted leg at the book’s price in a multiple, and not at all outside its window', async () => {
      const other = homeWin();
      await setPrice(other, 2);
      const multiple = await place(nia, {
        userAcceptOdds: 'D',
        singles: [{ outcomeId: boost.outcomeId, decimal: 3 }, { outcomeId: other }],
        multiples: [{ betTypeId: 200002, unitStake: 1250 }],
      });
      assert.equal(multiple.status, 'accepted', JSON.stringify(multiple.errors));
      const [bet] = await platform.db.query<{ odds: number }>('SELECT odds FROM bets WHERE betslip_id = $1', [
        multiple.betSlipId,
      ]);
      assert.equal(bet.odds, 4);

      await platform.db.query(
        "UPDATE price_boosts SET ends_at = now() - interval '1 second', starts_at = now() - interval '1 hour'",
      );
      const ended = await place(nia, {
        userAcceptOdds: 'D',
        singles: [{ outcomeId: boost.outcomeId, decimal: 3, unitStake: 5 }],
      });
      assert.deepEqual(
        (ended.errors ?? []).map((e) => e.code),
        ['RES-00152'],
      );
    });

    it('refuses a boost that does not beat the book, an unknown brand and a window already over', async () => {
      const outcomeId = homeWin();
      await setPrice(outcomeId, 2);
      const cases: [object, number][] = [
        [{ brand: 'classic', outcomeId, price: 1.9 }, 400],
        [{ brand: 'nobrand', outcomeId, price: 3 }, 404],
        [{ brand: 'classic', outcomeId, price: 3, endsAt: '2020-01-01T00:00:00.000Z' }, 400],
        [{ brand: 'classic', outcomeId: 9_000_000_000, price: 3 }, 404],
        [{ brand: 'classic', outcomeId, price: 3, maxStake: -1 }, 400],
      ];
      for (const [body, status] of cases) {
        const answer = await platform.call('POST', '/_sim/price-boosts', body);
        assert.equal(answer.status, status, JSON.stringify([body, answer.body]));
      }
    });
  });
});
