import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { EventsPage } from '@sportsbook/contracts';
import { startTestPlatform, type TestPlatform } from './harness';
import { logIn, signUpPlayer } from './newPlayer';
import { isSelfExcluded, selfExclude, selfExclusionEnd } from '../src/players/selfExclusion';

describe('self-exclusion', () => {
  let platform: TestPlatform;
  before(async () => {
    platform = await startTestPlatform();
    await platform.simulator.advance(0);
  });
  after(async () => platform.close());

  const call: TestPlatform['call'] = (...args) => platform.call(...args);
  const signUp = (username: string) => signUpPlayer(call, username);
  const login = (username: string) => logIn(call, username);
  const bet = async (token: string, accountId: string) => {
    const event = (await call('GET', '/xapi/rest/events?sportCode=FOOT&live=false&pageSize=1&marketTypeIds=1&periodTypeIds=100'))
      .body as EventsPage;
    const outcome = event.events[0].markets![0].outcomes[0];
    return call(
      'POST',
      `/xapi/rest/accounts/${accountId}/betslips?uuid=${randomUUID()}`,
      {
        singles: [{ outcomeId: outcome.id, decimal: outcome.consolidatedPrice.currentPrice.decimal, unitStake: 1 }],
        userAcceptOdds: 'A',
        originId: 11,
      },
      token,
    );
  };

  it('ends periods of 1, 7 and 30 days, 6 months, 1 and 5 years from now', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    const table: [Parameters<typeof selfExclusionEnd>[0], string][] = [
      ['1d', '2026-01-02T12:00:00.000Z'],
      ['7d', '2026-01-08T12:00:00.000Z'],
      ['30d', '2026-01-31T12:00:00.000Z'],
      ['6m', '2026-07-02T12:00:00.000Z'],
      ['1y', '2027-01-01T12:00:00.000Z'],
      ['5y', '2030-12-31T12:00:00.000Z'],
    ];
    for (const [period, end] of table) assert.equal(selfExclusionEnd(period, now).toISOString(), end, period);
    const until = new Date('2026-01-08T12:00:00Z');
    assert.equal(isSelfExcluded({ self_excluded: true, self_excluded_until: until }, now), true);
    assert.equal(isSelfExcluded({ self_excluded: true, self_excluded_until: until }, until), false, 'lapses at its end');
    assert.equal(isSelfExcluded({ self_excluded: true, self_excluded_until: null }, now), true, 'no end: until lifted');
    assert.equal(isSelfExcluded({ self_excluded: false, self_excluded_until: null }, now), false);
  });

  it('refuses a period it does not offer and another player’s account with a 4xx and a message', async () => {
    await signUp('careful');
    const { body } = await login('careful');
    for (const payload of [{ period: '2d' }, {}, { period: '7d', extra: 1 }]) {
      const refused = await call('POST', `/xapi/rest/accounts/${body.icore_player_id}/selfExclusion`, payload, body.alsToken);
      assert.equal(refused.status, 400, JSON.stringify(payload));
      assert.match(refused.body.message, /period|additional/);
    }
    const other = await call('POST', '/xapi/rest/accounts/1/selfExclusion', { period: '7d' }, body.alsToken);
    assert.equal(other.status, 403);
    assert.equal((await call('POST', `/xapi/rest/accounts/${body.icore_player_id}/selfExclusion`, { period: '7d' })).status, 401);
  });

  it('marks the account, logs every session out, refuses logins, and a bet gets RES-00103 until the period ends', async () => {
    await signUp('stepping');
    const phone = (await login('stepping')).body;
    const laptop = (await login('stepping')).body;
    assert.equal((await bet(laptop.alsToken, laptop.icore_player_id)).body.status, 'accepted');

    const before = Date.now();
    const excluded = await call(
      'POST',
      `/xapi/rest/accounts/${phone.icore_player_id}/selfExclusion`,
      { period: '30d' },
      phone.alsToken,
    );
    assert.equal(excluded.status, 200, JSON.stringify(excluded.body));
    assert.equal(excluded.body.selfExcluded, true);
    const days = (Date.parse(excluded.body.until) - before) / 86_400_000;
    assert.ok(days > 29.99 && days < 30.01, `30 days, got ${days}`);

    // Both devices are logged out: the sessions are revoked.
    assert.equal((await call('GET', '/api/session', undefined, phone.alsToken)).status, 401);
    assert.equal((await bet(laptop.alsToken, laptop.icore_player_id)).status, 401);

    const refused = await login('stepping');
    assert.equal(refused.status, 403);
    assert.equal(refused.body.code, 'SELF_EXCLUDED');
    assert.match(refused.body.message, new RegExp(`until ${excluded.body.until.slice(0, 10)}`));
    // A wrong password still answers as any wrong password does: the exclusion is not told to a guesser.
    assert.equal(
      (await call('POST', '/xapi/icore/players/login', { username: 'stepping', password: 'wrong-one1' })).body.code,
      'INT003',
    );

    // The period over, the player logs in again; excluded again while that session lives (as the operator
    // can do), the session stays but a bet is refused with RES-00103.
    const [{ id }] = await platform.db.query<{ id: number }>("SELECT id FROM players WHERE username = 'stepping'");
    await platform.db.query("UPDATE players SET self_excluded_until = now() - interval '1 minute' WHERE id = $1", [id]);
    const back = (await login('stepping')).body;
    assert.ok(back.alsToken, 'the period over, the player logs in again');
    await platform.db.query("UPDATE players SET self_excluded_until = now() + interval '1 day' WHERE id = $1", [id]);
    const placed = await bet(back.alsToken, back.icore_player_id);
    assert.deepEqual(placed.body.errors?.map((e: { code: string }) => e.code) ?? placed.body, ['RES-00103']);
  });

  it('never shortens a running exclusion', async () => {
    await signUp('longer');
    const [{ id }] = await platform.db.query<{ id: number }>("SELECT id FROM players WHERE username = 'longer'");
    const now = new Date('2026-03-01T00:00:00Z');
    const year = await selfExclude(platform.db, id, '1y', now);
    assert.equal(year.until, '2027-03-01T00:00:00.000Z');
    assert.deepEqual(await selfExclude(platform.db, id, '1d', now), year);
    await platform.db.query('UPDATE players SET self_excluded_until = NULL WHERE id = $1', [id]);
    assert.deepEqual(await selfExclude(platform.db, id, '7d', now), { selfExcluded: true, until: null }, 'no end stays no end');
  });
});
