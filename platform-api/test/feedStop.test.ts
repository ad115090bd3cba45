import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { BetModel } from '@sportsbook/contracts';
import { startTestPlatform, type TestPlatform } from './harness';
import { FEED_STOPPED_AFTER_SECONDS } from '../src/trading/leadership';

type Answer = BetModel & { status: string; betSlipId: string };

/**
 * Issue 41 item 3: when no tick has come for a few seconds (the leader died, or hangs), live markets are
 * suspended for betting (RES-00108; RES-00048 for a multiple), not left open at stale prices; they open again
 * with the next tick. Pre-match markets are not the live feed's and stay open.
 */
describe('live markets when the feed stops', () => {
  let platform: TestPlatform;
  let demo: { token: string; id: string };
  before(async () => {
    platform = await startTestPlatform({ simulator: { speed: 60, seed: 5 } });
    await platform.simulator.advance(1);
    const { body } = await platform.call('POST', '/xapi/icore/players/login', { username: 'demo', password: 'demo1234' });
    demo = { token: body.alsToken, id: body.icore_player_id };
  });
  after(async () => platform.close());

  /** Open outcomes of two different live events' in-running markets, and one of a pre-match market. */
  const outcomes = async () => {
    const live = await platform.db.query<{ id: string }>(
      `SELECT DISTINCT ON (m.event_id) o.id FROM outcomes o JOIN markets m ON m.id = o.market_id JOIN events e ON e.id = m.event_id
       WHERE e.state = 'live' AND m.in_running AND m.status = 'open' AND NOT o.hidden ORDER BY m.event_id, o.id LIMIT 2`,
    );
    const [prematch] = await platform.db.query<{ id: string }>(
      `SELECT o.id FROM outcomes o JOIN markets m ON m.id = o.market_id JOIN events e ON e.id = m.event_id
       WHERE e.state = 'prematch' AND NOT e.is_outright AND m.status = 'open' AND NOT o.hidden ORDER BY e.event_date DESC LIMIT 1`,
    );
    assert.equal(live.length, 2, 'two live events have open markets');
    return { live: live.map((row) => Number(row.id)), prematch: Number(prematch.id) };
  };
  const place = (slip: object) =>
    platform.call<Answer>('POST', `/xapi/rest/accounts/${demo.id}/betslips?uuid=${randomUUID()}`, slip, demo.token);
  const codes = (answer: Answer) => (answer.errors ?? []).map((e) => e.code).sort();
  /** The heartbeat a leader on its timer writes, `secondsAgo` old. */
  const lastTick = (secondsAgo: number) =>
    platform.db.query(
      `UPDATE simulator_leadership SET ticked_at = now() - $1 * interval '1 second', stale_after = $2 * interval '1 second'`,
      [secondsAgo, FEED_STOPPED_AFTER_SECONDS],
    );

  it('refuses a live single and a live multiple once no tick has come for a few seconds, and takes them again after a tick', async () => {
    const { live, prematch } = await outcomes();
    const single = { singles: [{ outcomeId: live[0], unitStake: 1 }], userAcceptOdds: 'A', originId: 11 };
    const multiple = {
      singles: live.map((outcomeId) => ({ outcomeId })),
      multiples: [{ betTypeId: 200002, unitStake: 1 }],
      userAcceptOdds: 'A',
      originId: 11,
    };
    await lastTick(FEED_STOPPED_AFTER_SECONDS + 1);
    const refused = (await place(single)).body;
    assert.notEqual(refused.status, 'accepted');
    assert.notEqual(refused.status, 'pending');
    assert.deepEqual(codes(refused), ['RES-00108']);
    // (A multiple's minimum stake is over demo's balance: its RES-00140 is beside the point.)
    assert.deepEqual(
      codes((await place(multiple)).body).filter((code) => code !== 'RES-00140'),
      ['RES-00048', 'RES-00108', 'RES-00108'],
    );
    const [{ bets }] = await platform.db.query<{ bets: string }>(
      'SELECT count(*) AS bets FROM bet_selections WHERE outcome_id = ANY($1::bigint[])',
      [live],
    );
    assert.equal(Number(bets), 0, 'nothing was placed on a suspended market');
    // The pre-match book is not the live feed's: its markets stay open.
    const early = (await place({ singles: [{ outcomeId: prematch, unitStake: 1 }], userAcceptOdds: 'A', originId: 11 })).body;
    assert.equal(early.status, 'accepted', JSON.stringify(early.errors));

    // A tick has come: the live markets take bets again (into their in-play delay).
    await lastTick(0);
    const taken = (await place(single)).body;
    assert.ok(['pending', 'accepted'].includes(taken.status), JSON.stringify(taken));
  });

  it('never stops a feed moved by hand (the tests move the world themselves)', async () => {
    await platform.simulator.advance(1);
    const [{ stopped }] = await platform.db.query<{ stopped: boolean }>('SELECT simulator_feed_stopped() AS stopped');
    assert.equal(stopped, false);
  });
});
