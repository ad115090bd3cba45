import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startTestPlatform, type TestPlatform } from './harness';
import type { ActiveJackpot } from '@sportsbook/contracts';

describe('jackpots', () => {
  let platform: TestPlatform;
  before(async () => {
    platform = await startTestPlatform({ simulator: { speed: 60, seed: 5 } });
    await platform.simulator.advance(1);
  });
  after(async () => platform.close());

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    token?: string,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of every shape, read field by field
  ): Promise<{ status: number; body: any }> => {
    const response = await platform.app.inject({
      method,
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.statusCode, body: response.json() };
  };

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
    // Savanna's visitors see the jackpot in KES, and a retail code is priced in it.
    const [kes] = (await call('GET', '/xapi/rest/jackpotbetweb/active?pub=savanna')).body as ActiveJackpot[];
    assert.deepEqual([kes.currency, kes.unitStake, kes.jackpotPrize], ['KES', 150, 15_000_000]);
    const retail = await call('POST', '/xapi/rest/jackpotbetslips/retailcodes?pub=savanna', { ...slip, globalStake: 300 });
    assert.match(retail.body.code, /^R-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    assert.equal(retail.body.totalCost, 600);
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

  it('settles a jackpot once its matches have resulted, sharing the prize among winning lines', async () => {
    const [jackpot] = (await call('GET', '/xapi/rest/jackpotbetweb/active')).body as ActiveJackpot[];
    const eventIds = jackpot.events.map((e) => e.eventId);
    await platform.db.query('UPDATE events SET event_date = now() WHERE id = ANY($1::bigint[])', [eventIds]);
    await platform.simulator.advance(15);
    for (let i = 0; i < 300; i++) {
      const [{ status }] = await platform.db.query<{ status: string }>('SELECT status FROM jackpots WHERE id = $1', [
        jackpot.jackpotId,
      ]);
      if (status === 'settled') break;
      await platform.simulator.advance(5);
    }
    const [settled] = await platform.db.query<{ status: string }>('SELECT status FROM jackpots WHERE id = $1', [
      jackpot.jackpotId,
    ]);
    assert.equal(settled.status, 'settled');
    const bets = await platform.db.query<{ status: string; returns: string }>(
      'SELECT status, returns FROM jackpot_bets WHERE jackpot_id = $1',
      [jackpot.jackpotId],
    );
    assert.ok(bets.length > 0 && bets.every((b) => ['won', 'lost'].includes(b.status)));
    const paid = bets.reduce((sum, b) => sum + Number(b.returns), 0);
    assert.ok(paid === 0 || Math.abs(paid - jackpot.jackpotPrize) < 0.05, 'the prize is paid in full or not at all');
    await platform.simulator.advance(15);
    const [next] = (await call('GET', '/xapi/rest/jackpotbetweb/active')).body as ActiveJackpot[];
    assert.ok(next && next.jackpotId !== jackpot.jackpotId, 'a new jackpot opens');
  });
});
