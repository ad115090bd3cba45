import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestPlatform, type TestPlatform } from './harness';
import { MAX_ACTIVE_SESSIONS } from '../src/players/loginPolicy';

const AUTH = '/auth/en/api/plugins/component/route';

/** Issue 39: five live sessions (tabs closed without logging out) must not lock a player out for an hour. */
describe('a login at the session quota', () => {
  let platform: TestPlatform;
  before(async () => {
    platform = await startTestPlatform();
  });
  after(async () => platform.close());
  const call: TestPlatform['call'] = (...args) => platform.call(...args);
  const live = async (username: string) =>
    Number(
      (
        await platform.db.query<{ count: string }>(
          `SELECT count(*) FROM sessions s JOIN players p ON p.id = s.player_id
           WHERE p.username = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
          [username],
        )
      )[0].count,
    );
  const fill = async (username: string, password: string) => {
    const tokens: string[] = [];
    for (let i = 0; i < MAX_ACTIVE_SESSIONS; i++)
      tokens.push((await call('POST', '/xapi/icore/players/login', { username, password })).body.alsToken);
    return tokens;
  };

  it('is still refused with INT051, and gets through once the player asks to log out the other sessions', async () => {
    const old = await fill('demo', 'demo1234');
    const refused = await call('POST', '/xapi/icore/players/login', { username: 'demo', password: 'demo1234' });
    assert.equal(refused.status, 421);
    assert.equal(refused.body.code, 'INT051');

    const through = await call('POST', '/xapi/icore/players/login', {
      username: 'demo',
      password: 'demo1234',
      endOtherSessions: true,
    });
    assert.equal(through.status, 200, through.text);
    assert.equal(await live('demo'), 1, 'the new session alone');
    for (const token of old) assert.equal((await call('GET', '/api/session?timestamp=1', undefined, token)).status, 401);
    assert.equal((await call('GET', '/api/session?timestamp=1', undefined, through.body.alsToken)).status, 200);
  });

  it('ends nothing for a wrong password, which answers as any wrong password does', async () => {
    await fill('rupiah', 'rupiah123');
    const wrong = await call('POST', '/xapi/icore/players/login', {
      username: 'rupiah',
      password: 'not-the-one',
      endOtherSessions: true,
    });
    assert.equal(wrong.body.code, 'INT003');
    assert.equal(await live('rupiah'), MAX_ACTIVE_SESSIONS);
  });

  it('works in the other login styles: the authenticate route and the device sessions', async () => {
    await fill('kenya', 'kenya1234');
    const authenticated = await call('POST', `${AUTH}/header_login/authenticate`, {
      username: 'kenya',
      password: 'kenya1234',
      product: 'sportsbook',
      endOtherSessions: true,
    });
    assert.equal(authenticated.status, 200, authenticated.text);
    assert.equal(await live('kenya'), 1);

    const device = { clientType: 'web', deviceId: '0c9e6679-7425-40de-944b-e07fc1f90ae7', deviceType: 'desktop' };
    for (let i = 1; i < MAX_ACTIVE_SESSIONS; i++)
      await call('POST', '/franco/accounts/sessions', { username: 'kenya', password: 'kenya1234', device });
    assert.equal(
      (await call('POST', '/franco/accounts/sessions', { username: 'kenya', password: 'kenya1234', device })).body.code,
      'INT051',
    );
    const franco = await call('POST', '/franco/accounts/sessions', {
      username: 'kenya',
      password: 'kenya1234',
      device,
      endOtherSessions: true,
    });
    assert.equal(franco.status, 200, franco.text);
    assert.equal(await live('kenya'), 1);
  });
});
