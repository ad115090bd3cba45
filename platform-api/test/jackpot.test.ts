import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startTestPlatform, type TestPlatform } from './harness';
import { fromMinorUnits, roundMinor } from '@sportsbook/domain';
import type { ActiveJackpot, MyBet } from '@sportsbook/contracts';
import { settleJackpots } from '../src/jackpots/jackpotService';
import { legsOf } from '../src/jackpots/jackpotReads';
import { checkJackpotSelections, winningLines, type OutcomeResult } from '../src/jackpots/jackpotRules';

describe('jackpots', () => {
  let platform: TestPlatform;
  before(async () => {
    platform = await startTestPlatform({ simulator: { speed: 60, seed: 5 } });
    await platform.simulator.advance(1);
  });
  after(async () => platform.close());

  const call: TestPlatform['call'] = (...args) => platform.call(...args);

  it('keeps one open jackpot of six matches and two reserves, with banners', async () => {
    const [jackpot] = (await call('GET', '/xapi/rest/jackpotbetweb/active')).body as ActiveJackpot[];
    assert.equal(jackpot.events.length, 8);
    assert.deepEqual(
      jackpot.events.map((e) => e.reserve),
      [false, false, false, false, false, false, true, true],
    );
    assert.equal(jackpot.events[0].market.outcomes.length, 3);
    assert.match((await call('GET', '/api/adverts/jackpot_banner')).body.name, /100,000/);
  });

  it("writes the banner in the logged-in player's currency, as the board beneath it, not the brand's", async () => {
    const { body: login } = await call('POST', '/xapi/icore/players/login', { username: 'rupiah', password: 'rupiah123' });
    const asRupiah = { authorization: `Bearer ${login.alsToken}`, brand: 'nova' };
    const [board] = (await call('GET', '/xapi/rest/jackpotbetweb/active', undefined, asRupiah)).body as ActiveJackpot[];
    const banner = (await call('GET', '/api/adverts/jackpot_banner', undefined, asRupiah)).body;
    assert.deepEqual([banner.currency, banner.jackpotPrize], ['IDR', board.jackpotPrize]);
    assert.equal(board.currency, 'IDR');
    // A visitor on the same brand sees the brand's currency, on the banner and the board alike.
    assert.equal((await call('GET', '/api/adverts/jackpot_banner', undefined, { brand: 'nova' })).body.currency, 'USD');
  });

  it('prices, refuses the two rule breaks, places a complete slip once per uuid, and gives retail codes only where offered', async () => {
    const [jackpot] = (await call('GET', '/xapi/rest/jackpotbetweb/active')).body as ActiveJackpot[];
    const first = (e: ActiveJackpot['events'][number]) => e.market.outcomes[0].id;
    const picks = jackpot.events.map(first);
    const twoOnFirst = [...picks, jackpot.events[0].market.outcomes[1].id];
    const priced = (
      await call('POST', '/xapi/rest/jackpotbetslips/selections', {
        jackpotId: jackpot.jackpotId,
        globalStake: 2,
        outcomeIds: twoOnFirst.join(','),
      })
    ).body;
    assert.deepEqual([priced.noOfBets, priced.totalCost, priced.complete], [2, 4, true]);
    const reserveTwice = [...picks, jackpot.events[7].market.outcomes[1].id];
    assert.deepEqual(
      (
        await call('POST', '/xapi/rest/jackpotbetslips/selections', {
          jackpotId: jackpot.jackpotId,
          globalStake: 1,
          outcomeIds: reserveTwice.join(','),
        })
      ).body.errors,
      ['Cannot book more than 1 selection on a reserve market'],
    );
    const allOfOne = [...picks, ...jackpot.events[0].market.outcomes.map((o) => o.id)];
    assert.deepEqual(
      (
        await call('POST', '/xapi/rest/jackpotbetslips/selections', {
          jackpotId: jackpot.jackpotId,
          globalStake: 1,
          outcomeIds: allOfOne.join(','),
        })
      ).body.errors,
      ['Cannot book all selections on a market'],
    );
    assert.equal(
      (
        await call('POST', '/xapi/rest/jackpotbetslips/selections', {
          jackpotId: jackpot.jackpotId,
          globalStake: 1,
          outcomeIds: 'x',
        })
      ).status,
      400,
    );

    const login = (await call('POST', '/xapi/icore/players/login', { username: 'demo', password: 'demo1234' })).body;
    const uuid = randomUUID();
    const slip = { jackpotId: jackpot.jackpotId, globalStake: 2, outcomeIds: twoOnFirst.join(',') };
    const placed = (
      await call('POST', `/xapi/rest/accounts/${login.icore_player_id}/jackpotbetslips?uuid=${uuid}`, slip, login.alsToken)
    ).body;
    assert.equal(placed.status, 'accepted');
    assert.equal(placed.availableBalance, 996);
    const again = (
      await call('POST', `/xapi/rest/accounts/${login.icore_player_id}/jackpotbetslips?uuid=${uuid}`, slip, login.alsToken)
    ).body;
    assert.equal(again.jackpotBetId, placed.jackpotBetId);
    const incomplete = (
      await call(
        'POST',
        `/xapi/rest/accounts/${login.icore_player_id}/jackpotbetslips?uuid=${randomUUID()}`,
        { ...slip, outcomeIds: String(picks[0]) },
        login.alsToken,
      )
    ).body;
    assert.equal(incomplete.status, 'rejected');

    assert.equal((await call('POST', '/xapi/rest/jackpotbetslips/retailcodes', slip)).status, 403);
    // Savanna's visitors see the jackpot in KES at savanna's own terms (KES 100 a line, KES 25 million), and a
    // retail code is priced in it.
    const [kes] = (await call('GET', '/xapi/rest/jackpotbetweb/active?pub=savanna')).body as ActiveJackpot[];
    assert.deepEqual([kes.currency, kes.unitStake, kes.jackpotPrize], ['KES', 100, 25_000_000]);
    const retail = await call('POST', '/xapi/rest/jackpotbetslips/retailcodes?pub=savanna', { ...slip, globalStake: 300 });
    assert.match(retail.body.code, /^R-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    assert.equal(retail.body.totalCost, 600);
  });

  it("prices from the brand's configured terms: a change of terms is the next price, and a currency not configured is not offered", async () => {
    const kenya = (await call('POST', '/xapi/icore/players/login', { username: 'kenya', password: 'kenya1234' })).body;
    const shown = async () =>
      ((await call('GET', '/xapi/rest/jackpotbetweb/active', undefined, kenya.alsToken)).body as ActiveJackpot[]).map((j) => [
        j.currency,
        j.unitStake,
        j.jackpotPrize,
      ]);
    // Classic's seeded KES terms: KES 150 a line for 100,000 lines.
    assert.deepEqual(await shown(), [['KES', 150, 15_000_000]]);
    const terms = (table: object) =>
      platform.db.query("UPDATE brands SET content = jsonb_set(content, '{jackpotTerms}', $1::jsonb) WHERE id = 'classic'", [
        JSON.stringify(table),
      ]);
    const [{ content }] = await platform.db.query<{ content: { jackpotTerms: object } }>(
      "SELECT content FROM brands WHERE id = 'classic'",
    );
    try {
      await terms({ ...content.jackpotTerms, KES: { lineStake: 200, prize: 50_000_000 } });
      assert.deepEqual(await shown(), [['KES', 200, 50_000_000]]);
      await terms(Object.fromEntries(Object.entries(content.jackpotTerms).filter(([currency]) => currency !== 'KES')));
      assert.deepEqual(await shown(), []);
      const [jackpot] = (await call('GET', '/xapi/rest/jackpotbetweb/active')).body as ActiveJackpot[];
      const refused = await call(
        'POST',
        '/xapi/rest/jackpotbetslips/selections',
        {
          jackpotId: jackpot.jackpotId,
          globalStake: 150,
          outcomeIds: jackpot.events.map((e) => e.market.outcomes[0].id).join(','),
        },
        kenya.alsToken,
      );
      assert.deepEqual([refused.status, refused.body.message], [400, 'Jackpots are not offered in KES on this brand']);
    } finally {
      await terms(content.jackpotTerms);
    }
  });

  it("prices and books an IDR player in rupiah, with the spec's full jackpot bet, and refuses a price the player did not see", async () => {
    const login = (await call('POST', '/xapi/icore/players/login?pub=nova', { username: 'rupiah', password: 'rupiah123' })).body;
    const [jackpot] = (await call('GET', '/xapi/rest/jackpotbetweb/active', undefined, login.alsToken)).body as ActiveJackpot[];
    assert.deepEqual(
      [jackpot.currency, jackpot.unitStake, jackpot.jackpotPrize, jackpot.status],
      ['IDR', 15_000, 1_500_000_000, 'open'],
    );
    const singles = jackpot.events.map((e) => ({ ordinal: e.ordinal, outcomeId: e.market.outcomes[0].id }));
    const priced = (
      await call(
        'POST',
        '/xapi/rest/jackpotbetslips/selections',
        { jackpotId: jackpot.jackpotId, globalStake: 30_000, outcomeIds: singles.map((s) => s.outcomeId).join(',') },
        login.alsToken,
      )
    ).body;
    assert.deepEqual([priced.currency, priced.noOfBets, priced.totalCost, priced.complete], ['IDR', 1, 30_000, true]);
    assert.equal(
      (
        await call(
          'POST',
          '/xapi/rest/jackpotbetslips/selections',
          { jackpotId: jackpot.jackpotId, globalStake: 20_000, outcomeIds: singles.map((s) => s.outcomeId).join(',') },
          login.alsToken,
        )
      ).body.errors[0],
      'The stake per line must be a whole multiple of the line stake',
    );

    const body = {
      jackpotId: jackpot.jackpotId,
      jackpotPrize: jackpot.jackpotPrize,
      globalStake: 30_000,
      jackpotTotalStake: 30_000,
      noOfBets: 1,
      originId: 11,
      singles,
    };
    const stale = (
      await call(
        'POST',
        `/xapi/rest/accounts/${login.icore_player_id}/jackpotbetslips?uuid=${randomUUID()}`,
        { ...body, jackpotTotalStake: 30 },
        login.alsToken,
      )
    ).body;
    assert.deepEqual([stale.status, stale.code], ['rejected', 'RES-00152']);
    const placed = (
      await call(
        'POST',
        `/xapi/rest/accounts/${login.icore_player_id}/jackpotbetslips?uuid=${randomUUID()}`,
        body,
        login.alsToken,
      )
    ).body;
    assert.equal(placed.status, 'accepted', JSON.stringify(placed));
    assert.deepEqual([placed.currency, placed.jackpotTotalStake, placed.availableBalance], ['IDR', 30_000, 4_970_000]);
    assert.equal(
      (
        await call(
          'POST',
          `/xapi/rest/accounts/${login.icore_player_id}/jackpotbetslips?uuid=${randomUUID()}`,
          { ...body, singles: undefined },
          login.alsToken,
        )
      ).status,
      400,
    );
  });

  it('refuses a placement once any of its matches has started, takes nothing, and lists the jackpot no more', async () => {
    const login = (await call('POST', '/xapi/icore/players/login', { username: 'nopromo', password: 'nopromo12' })).body;
    const [jackpot] = (await call('GET', '/xapi/rest/jackpotbetweb/active', undefined, login.alsToken)).body as ActiveJackpot[];
    const slip = {
      jackpotId: jackpot.jackpotId,
      globalStake: 1,
      outcomeIds: jackpot.events.map((e) => e.market.outcomes[0].id).join(','),
    };
    const before = (await call('GET', `/xapi/icore/players/nopromo/balance/sportsbook`, undefined, login.alsToken)).body.balance;
    // The first match kicks off: the simulator has not closed the jackpot yet, the placement must still be refused.
    await platform.db.query("UPDATE events SET event_date = now() - interval '48 seconds' WHERE id = $1", [
      jackpot.events[0].eventId,
    ]);
    const refused = (
      await call(
        'POST',
        `/xapi/rest/accounts/${login.icore_player_id}/jackpotbetslips?uuid=${randomUUID()}`,
        slip,
        login.alsToken,
      )
    ).body;
    assert.deepEqual(
      [refused.status, refused.code, refused.errors],
      ['rejected', 'RES-00047', ['This jackpot is closed: its first match has started']],
    );
    assert.equal(
      (await call('GET', `/xapi/icore/players/nopromo/balance/sportsbook`, undefined, login.alsToken)).body.balance,
      before,
    );
    const open = (await call('GET', '/xapi/rest/jackpotbetweb/active')).body as ActiveJackpot[];
    assert.ok(open.every((j) => j.jackpotId !== jackpot.jackpotId));
    await platform.db.query('UPDATE events SET event_date = $2 WHERE id = $1', [
      jackpot.events[0].eventId,
      jackpot.events[0].eventDate,
    ]);
  });

  it('lists jackpot bets in my bets with their picks per match, and settles them once through the ledger when the matches finish', async () => {
    const [jackpot] = (await call('GET', '/xapi/rest/jackpotbetweb/active')).body as ActiveJackpot[];
    const login = (await call('POST', '/xapi/icore/players/login', { username: 'demo', password: 'demo1234' })).body;
    const account = login.icore_player_id;
    // Two lines: home or draw in the first match, the first outcome everywhere else.
    const singles = jackpot.events.map((e) => ({ ordinal: e.ordinal, outcomeId: e.market.outcomes[0].id }));
    singles.push({ ordinal: 1, outcomeId: jackpot.events[0].market.outcomes[1].id });
    const placed = (
      await call(
        'POST',
        `/xapi/rest/accounts/${account}/jackpotbetslips?uuid=${randomUUID()}`,
        { jackpotId: jackpot.jackpotId, globalStake: 3, jackpotTotalStake: 6, noOfBets: 2, singles },
        login.alsToken,
      )
    ).body;
    assert.equal(placed.status, 'accepted', JSON.stringify(placed));

    const open = (await call('GET', `/xapi/bet/account/${account}/openbets`, undefined, login.alsToken)).body as MyBet[];
    const listed = open.find((b) => b.kind === 'jackpot' && b.reference === `J-${placed.jackpotBetId}`);
    assert.ok(listed, 'the jackpot bet is among the open bets');
    assert.deepEqual(
      [listed.description, listed.unitStake, listed.numBets, listed.totalStake, listed.potentialReturns, listed.cashoutValue],
      [jackpot.name, 3, 2, 6, 100_000, null],
    );
    assert.deepEqual(
      listed.selections.map((leg) => [leg.ordinal, leg.outcomeId, leg.eventDescription]),
      singles
        .toSorted((a, b) => a.ordinal - b.ordinal || a.outcomeId - b.outcomeId)
        .map((pick) => [pick.ordinal, pick.outcomeId, jackpot.events[pick.ordinal - 1].eventDescription]),
    );
    const count = (await call('GET', `/xapi/bet/account/${account}/betcount`, undefined, login.alsToken)).body.count;
    assert.ok(count >= 2, 'the count holds the jackpot bets');

    const eventIds = jackpot.events.map((e) => e.eventId);
    await platform.db.query('UPDATE events SET event_date = now() WHERE id = ANY($1::bigint[])', [eventIds]);
    await platform.simulator.advance(15);
    const status = async () =>
      (await platform.db.query<{ status: string }>('SELECT status FROM jackpots WHERE id = $1', [jackpot.jackpotId]))[0].status;
    for (let i = 0; i < 300 && (await status()) !== 'settled'; i++) await platform.simulator.advance(5);
    assert.equal(await status(), 'settled');

    // What each bet should have been paid, from the results: its prize times its winning lines over all the winning lines.
    const results = new Map(
      (
        await platform.db.query<{ id: string; result: OutcomeResult }>(
          'SELECT o.id, o.result FROM outcomes o JOIN jackpot_events je ON je.market_id = o.market_id WHERE je.jackpot_id = $1',
          [jackpot.jackpotId],
        )
      ).map((r) => [Number(r.id), r.result]),
    );
    const bets = await platform.db.query<{
      id: string;
      status: string;
      returns: string;
      prize: string;
      currency: string;
      selections: number[];
      stakes: string;
      staked: string;
      wins: string;
      paid: string;
    }>(
      `SELECT b.id, b.status, b.returns, b.prize, b.currency, b.selections,
              (SELECT count(*) FROM wallet_entries w WHERE w.jackpot_bet_id = b.id AND w.kind = 'stake') AS stakes,
              (SELECT coalesce(-sum(amount), 0) FROM wallet_entries w WHERE w.jackpot_bet_id = b.id AND w.kind = 'stake') AS staked,
              (SELECT count(*) FROM wallet_entries w WHERE w.jackpot_bet_id = b.id AND w.kind = 'win') AS wins,
              (SELECT coalesce(sum(amount), 0) FROM wallet_entries w WHERE w.jackpot_bet_id = b.id AND w.kind = 'win') AS paid
       FROM jackpot_bets b WHERE b.jackpot_id = $1 ORDER BY b.id`,
      [jackpot.jackpotId],
    );
    // The main matches decide, a reserve only in place of a void one (the rule's table test has the cases).
    const legs = legsOf(jackpot);
    const lines = bets.map((b) => winningLines(legs, checkJackpotSelections(legs, b.selections).byOrdinal, results));
    const total = lines.reduce((a, b) => a + b, 0);
    for (const [i, bet] of bets.entries()) {
      // In whole minor units, as the prize, the returns and the ledger are stored.
      const due = total ? roundMinor((Number(bet.prize) * lines[i]) / total) : 0;
      assert.equal(bet.status, due > 0 ? 'won' : 'lost', `jackpot bet ${bet.id}`);
      assert.equal(Number(bet.returns), due, `jackpot bet ${bet.id} returns`);
      assert.deepEqual(
        [Number(bet.stakes), Number(bet.wins), Number(bet.paid)],
        [1, due > 0 ? 1 : 0, due],
        `jackpot bet ${bet.id}: staked once, paid once and exactly`,
      );
    }
    const settledLater = (
      (await call('GET', '/xapi/rest/acchistory/dailySettledBets', undefined, login.alsToken)).body as MyBet[]
    ).find((b) => b.reference === `J-${placed.jackpotBetId}`);
    const own = bets.find((b) => Number(b.id) === placed.jackpotBetId)!;
    assert.deepEqual(
      [settledLater?.status, settledLater?.returns],
      [own.status, fromMinorUnits(Number(own.returns), own.currency)],
    );
    const stillOpen = (await call('GET', `/xapi/bet/account/${account}/openbets`, undefined, login.alsToken)).body as MyBet[];
    assert.ok(!stillOpen.some((b) => b.reference === `J-${placed.jackpotBetId}`));

    // Settling again pays nothing more.
    const ledger = async () => (await platform.db.query<{ n: string }>('SELECT count(*) AS n FROM wallet_entries'))[0].n;
    const before = await ledger();
    await settleJackpots(platform.db);
    assert.equal(await ledger(), before);

    await platform.simulator.advance(15);
    const [next] = (await call('GET', '/xapi/rest/jackpotbetweb/active')).body as ActiveJackpot[];
    assert.ok(next && next.jackpotId !== jackpot.jackpotId, 'a new jackpot opens');
  });
});
