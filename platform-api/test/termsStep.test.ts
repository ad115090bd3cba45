import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startTestPlatform, type TestPlatform } from './harness';

/** Issue 41 item 7: the platform, not the browser, holds a session that waits on the terms of use. */
describe('a session waiting on the terms', () => {
  let platform: TestPlatform;
  before(async () => {
    platform = await startTestPlatform();
  });
  after(async () => platform.close());
  const call: TestPlatform['call'] = (...args) => platform.call(...args);
  const secondsLeft = async (sessionId: string) =>
    (
      await platform.db.query<{ seconds: number }>(
        'SELECT extract(epoch FROM expires_at - now())::int AS seconds FROM sessions WHERE id = $1',
        [sessionId],
      )
    )[0].seconds;

  it('cannot bet, pay, renew or refresh itself, and keeps its five minutes; accepting the terms opens all of it', async () => {
    await platform.db.query("UPDATE players SET terms_accepted = false WHERE username = 'terms'");
    const device = { clientType: 'web', deviceId: 'f2a1c4b0-8d7f-4a51-9c3e-2f6d8a9b1c0d', deviceType: 'desktop' };
    const login = await call('POST', '/franco/accounts/sessions', { username: 'terms', password: 'terms1234', device });
    assert.equal(login.body.termsAccepted, false);
    const { accessToken: token, sessionId, refreshToken } = login.body;
    const [{ id }] = await platform.db.query<{ id: number }>("SELECT id FROM players WHERE username = 'terms'");
    // Refused before the slip is read: any outcome will do.
    const outcomeId = 1;

    const refused = [
      await call('GET', '/api/session?timestamp=1', undefined, token),
      await call('GET', '/xapi/icore/checkplayer', undefined, token),
      await call(
        'POST',
        `/xapi/rest/accounts/${id}/betslips?uuid=${randomUUID()}`,
        { singles: [{ outcomeId, unitStake: 1 }] },
        token,
      ),
      await call(
        'POST',
        '/franco/accounts/me/game-launch-url',
        { flashClient: false, gameCode: 'kiron-racing', integrationChannelCode: 'web' },
        token,
      ),
      await call('GET', '/franco/accounts/me/balance', undefined, token),
      await call('POST', '/franco/accounts/me/sessions/refresh', { sessionId, refreshToken }),
    ];
    for (const answer of refused) {
      assert.equal(answer.status, 403, answer.text);
      assert.equal(answer.body.code, 'TERMS_NOT_ACCEPTED');
    }
    assert.ok(Math.abs((await secondsLeft(sessionId)) - 300) <= 2, 'nothing stretched the five minutes');
    assert.equal((await platform.db.query('SELECT 1 FROM betslips WHERE player_id = $1', [id])).length, 0, 'no slip written');

    assert.equal((await call('POST', '/franco/accounts/me/sessions/accept-terms', undefined, token)).status, 200);
    assert.ok(Math.abs((await secondsLeft(sessionId)) - 3600) <= 2);
    assert.equal((await call('GET', '/api/session?timestamp=1', undefined, token)).status, 200);
    assert.equal((await call('GET', '/franco/accounts/me/balance', undefined, token)).status, 200);
  });

  it('may leave the terms step: logging out ends it', async () => {
    await platform.db.query("UPDATE players SET terms_accepted = false WHERE username = 'terms'");
    const login = await call('POST', '/xapi/icore/players/login', { username: 'terms', password: 'terms1234' });
    const token = login.body.alsToken;
    assert.equal(
      (await call('GET', '/auth/en/api/plugins/component/route/header_login/logout?reason=terms_declined', undefined, token))
        .status,
      200,
    );
    assert.equal((await call('GET', '/api/session?timestamp=1', undefined, token)).status, 401);
  });
});
