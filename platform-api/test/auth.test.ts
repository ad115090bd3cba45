import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestPlatform, type TestPlatform } from './harness';
import { issueSessionToken } from '../src/auth/sessionTokens';

const AUTH = '/auth/en/api/plugins/component/route';

describe('players, logins and sessions', () => {
  let platform: TestPlatform;
  before(async () => {
    platform = await startTestPlatform();
  });
  after(async () => platform.close());

  const call: TestPlatform['call'] = (...args) => platform.call(...args);

  it('logs the plain demo player in (icore), with a 1000 EUR balance, and renews the session', async () => {
    const login = await call('POST', '/xapi/icore/players/login', { username: ' demo ', password: 'demo1234' });
    assert.equal(login.status, 200);
    assert.equal(login.body.username, 'demo');
    assert.equal(login.body.jwe_token, login.body.alsToken);
    const token = login.body.alsToken;
    const balance = await call(
      'GET',
      '/xapi/icore/players/demo/balance/sportsbook?includeFullBalanceDetails=true',
      undefined,
      token,
    );
    assert.deepEqual(balance.body, {
      balance: 1000,
      name: 'sportsbook',
      promoCash: 0,
      totalLeftToWager: 0,
      withdrawableAmount: 1000,
    });
    const session = await call('GET', '/api/session?timestamp=1', undefined, token);
    assert.equal(session.body.username, 'demo');
    assert.ok(session.body.jwe_token.split('.').length === 5, 'a compact JWE');
    const checked = await call('GET', '/xapi/icore/checkplayer', undefined, token);
    assert.equal(checked.body.jweToken.length > 0, true);
  });

  it('says on the session whether the player is an affiliated partner (the second esports feed is not theirs)', async () => {
    const login = async (username: string, password: string) =>
      (await call('POST', '/xapi/icore/players/login', { username, password })).body;
    assert.equal((await login('partner', 'partner12')).is_partner_matrix_affiliate, true);
    assert.equal((await login('demo', 'demo1234')).is_partner_matrix_affiliate, false);
  });

  it('refuses a missing, forged or expired token with 401', async () => {
    assert.equal((await call('GET', '/api/session')).status, 401);
    const { body } = await call('POST', '/xapi/icore/players/login', { username: 'demo', password: 'demo1234' });
    assert.equal((await call('GET', '/api/session', undefined, `${body.alsToken.slice(0, -4)}AAAA`)).status, 401);
    const expired = await issueSessionToken(
      platform.keys,
      { sub: 'demo', playerId: 1, currency: 'EUR', brand: 'classic', sid: 'x' },
      -10,
    );
    assert.equal((await call('GET', '/api/session', undefined, expired)).status, 401);
  });

  it('answers the spec codes for wrong passwords and closed accounts', async () => {
    const refuse = async (username: string, password: string) =>
      (await call('POST', '/xapi/icore/players/login', { username, password })).body;
    assert.deepEqual(
      [
        (await call('POST', '/xapi/icore/players/login', { username: 'demo', password: 'nope' })).status,
        (await refuse('nobody', 'x')).code,
      ],
      [401, 'INT003'],
    );
    assert.equal((await refuse('suspended', 'suspended1')).code, 'INT009');
    assert.equal((await refuse('locked', 'locked123')).code, 'INT008');
    assert.equal((await refuse('pending', 'pending12')).code, 'INT056');
    const bad = await call('POST', '/xapi/icore/players/login', { username: '' });
    assert.equal(bad.status, 400);
  });

  it('makes a player wait after five wrong passwords, then lets the right one in: no lock', async () => {
    const from = { 'x-forwarded-for': '203.0.113.5' };
    for (let i = 0; i < 4; i++)
      assert.equal(
        (await call('POST', '/xapi/icore/players/login', { username: 'nopromo', password: 'wrong' }, from)).body.code,
        'INT003',
      );
    const fifth = await platform.app.inject({
      method: 'POST',
      url: '/xapi/icore/players/login',
      payload: { username: 'nopromo', password: 'wrong' },
      headers: from,
    });
    assert.equal(fifth.statusCode, 429);
    assert.equal(fifth.headers['retry-after'], '60');
    assert.equal(fifth.json().message, 'Too many attempts. Try again in 1 minute.');
    assert.equal(
      (await call('POST', '/xapi/icore/players/login', { username: 'nopromo', password: 'nopromo12' }, from)).status,
      429,
      'even the right password waits',
    );
    await platform.db.query(
      "UPDATE login_failures SET failed_at = failed_at - interval '61 seconds' WHERE subject LIKE '%nopromo%'",
    );
    assert.equal(
      (await call('POST', '/xapi/icore/players/login', { username: 'nopromo', password: 'nopromo12' }, from)).status,
      200,
      'after the wait',
    );
  });

  it('runs the OTP flow: the form is asked for, a wrong code is refused, the right one logs in, resend waits', async () => {
    const first = await call('POST', `${AUTH}/header_login/authenticate`, 'username=otp&password=otp12345&product=sportsbook', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    assert.equal(first.status, 200);
    assert.equal(first.body.otp, true);
    assert.equal(first.body.resendIn, 295);
    const { challenge } = first.body;
    assert.equal(
      (await call('POST', `${AUTH}/otp/validate`, { challenge, code: '12345' })).status,
      400,
      'five digits are bad input',
    );
    const wrong = await call('POST', `${AUTH}/otp/validate`, { challenge, code: '111111' });
    assert.equal(wrong.status, 401);
    assert.match(wrong.body.message, /not correct/);
    const resend = await call('POST', `${AUTH}/otp/generate`, { challenge });
    assert.equal(resend.status, 429);
    const ok = await call('POST', `${AUTH}/otp/validate`, { challenge, code: '246810' });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.session.username, 'otp');
    assert.equal(
      (await call('POST', `${AUTH}/otp/validate`, { challenge, code: '246810' })).status,
      401,
      'a spent challenge does not log in twice',
    );
    assert.equal(
      (await call('POST', '/xapi/icore/players/login', { username: 'otp', password: 'otp12345' })).body.code,
      'SECOND_FACTOR_REQUIRED',
    );
  });

  it('runs the security-question flow', async () => {
    const first = await call('POST', `${AUTH}/header_login/authenticate`, { username: 'question', password: 'question1' });
    assert.equal(first.body.otp, null);
    const question = await call('POST', `${AUTH}/security_question/getquestion`, { challenge: first.body.challenge });
    assert.equal(question.body.question, 'What was the name of your first pet?');
    assert.equal(
      (await call('POST', `${AUTH}/security_question/checkAnswer`, { challenge: first.body.challenge, answer: 'fido' })).status,
      401,
    );
    const ok = await call('POST', `${AUTH}/security_question/checkAnswer`, { challenge: first.body.challenge, answer: '  Rex ' });
    assert.equal(ok.body.session.username, 'question');
  });

  it('completes a plain login through authenticate and logs out with a reason, ending the session', async () => {
    const login = await call('POST', `${AUTH}/header_login/authenticate`, { username: 'demo', password: 'demo1234' });
    assert.equal(login.body.otp, false);
    const token = login.body.session.jwe_token;
    assert.equal((await call('GET', `${AUTH}/header_login/logout?reason=unauthorized`, undefined, token)).status, 200);
    assert.equal((await call('GET', '/api/session', undefined, token)).status, 401);
    const [row] = await platform.db.query<{ logout_reason: string }>(
      'SELECT logout_reason FROM sessions WHERE revoked_at IS NOT NULL ORDER BY revoked_at DESC LIMIT 1',
    );
    assert.equal(row.logout_reason, 'unauthorized');
  });

  it('runs the device-session style: terms, refresh, profile, balance, game launch and logout', async () => {
    const login = await call('POST', '/franco/accounts/sessions?l=en&mc=mobile', {
      username: 'terms',
      password: 'terms1234',
      device: { clientType: 'web', deviceId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', deviceType: 'desktop' },
    });
    assert.equal(login.status, 200);
    assert.equal(login.body.termsAccepted, false);
    const token = login.body.accessToken;
    assert.equal((await call('POST', '/franco/accounts/me/sessions/accept-terms', undefined, token)).body.termsAccepted, true);
    const refreshed = await call('POST', '/franco/accounts/me/sessions/refresh', {
      sessionId: login.body.sessionId,
      refreshToken: login.body.refreshToken,
    });
    assert.equal(refreshed.status, 200);
    assert.equal(
      (
        await call('POST', '/franco/accounts/me/sessions/refresh', {
          sessionId: login.body.sessionId,
          refreshToken: 'x'.repeat(43),
        })
      ).status,
      401,
    );
    assert.equal(
      (await call('GET', '/franco/accounts/me/profile', undefined, refreshed.body.accessToken)).body.residence.countryCode,
      'GB',
    );
    assert.equal((await call('GET', '/franco/accounts/me/balance', undefined, token)).body.balance, 250);
    assert.match(
      (
        await call(
          'POST',
          '/franco/accounts/me/game-launch-url',
          { flashClient: false, gameCode: 'kiron-racing', integrationChannelCode: 'web' },
          token,
        )
      ).body.url,
      /^\/api\/games\/kiron-racing\/play\?mode=real&channel=web$/,
    );
    assert.equal((await call('DELETE', '/franco/accounts/me/sessions', undefined, token)).status, 204);
    assert.equal((await call('GET', '/franco/accounts/me/balance', undefined, token)).status, 401);
  });

  it('keeps session rows only as long as their tokens, so the quota counts live sessions only', async () => {
    const logins = [];
    for (let i = 0; i < 5; i++)
      logins.push(await call('POST', '/xapi/icore/players/login', { username: 'rupiah', password: 'rupiah123' }));
    const lives = await platform.db.query<{ seconds: number }>(
      "SELECT extract(epoch FROM s.expires_at - s.created_at)::int AS seconds FROM sessions s JOIN players p ON p.id = s.player_id WHERE p.username = 'rupiah'",
    );
    assert.deepEqual(new Set(lives.map((l) => l.seconds)), new Set([3600]), 'a row lives as long as its token');
    assert.equal(
      (await call('POST', '/xapi/icore/players/login', { username: 'rupiah', password: 'rupiah123' })).body.code,
      'INT051',
    );
    // The token of the first login ran out unrenewed: its session no longer counts.
    await platform.db.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = (SELECT id FROM sessions WHERE player_id = $1 ORDER BY created_at LIMIT 1)",
      [Number(logins[0].body.id)],
    );
    assert.equal((await call('POST', '/xapi/icore/players/login', { username: 'rupiah', password: 'rupiah123' })).status, 200);
    const renewedFrom = await call('GET', '/api/session', undefined, logins[1].body.alsToken);
    assert.equal(renewedFrom.status, 200);
  });

  it('lets a session waiting for the terms live five minutes, and the whole hour once they are accepted', async () => {
    await platform.db.query("UPDATE players SET terms_accepted = false WHERE username = 'kenya'");
    const device = { clientType: 'web', deviceId: 'b0e2a1c4-8d7f-4a51-9c3e-2f6d8a9b1c0d', deviceType: 'desktop' };
    const login = await call('POST', '/franco/accounts/sessions', { username: 'kenya', password: 'kenya1234', device });
    const life = async () =>
      (
        await platform.db.query<{ seconds: number }>(
          'SELECT extract(epoch FROM expires_at - now())::int AS seconds FROM sessions WHERE id = $1',
          [login.body.sessionId],
        )
      )[0].seconds;
    assert.ok(Math.abs((await life()) - 300) <= 2);
    await call('POST', '/franco/accounts/me/sessions/accept-terms', undefined, login.body.accessToken);
    assert.ok(Math.abs((await life()) - 3600) <= 2);
  });

  it('reads and saves player details and account preferences, only for the player themself', async () => {
    const { body } = await call('POST', '/xapi/icore/players/login', { username: 'demo', password: 'demo1234' });
    const token = body.alsToken;
    const id = body.icore_player_id;
    const saved = await call(
      'PUT',
      '/xapi/icore/players/demo/details',
      { username: 'demo', priceFormat: 'HK', defaultStake: 5 },
      token,
    );
    assert.equal(saved.body.priceFormat, 'HK');
    assert.equal(saved.body.defaultStake, 5);
    const prefs = await call(
      'PATCH',
      `/xapi/rest/accounts/${id}/accountPrefs`,
      { layout: 'asian', accept_higher_odds: 'A', theme: 'dark' },
      token,
    );
    assert.deepEqual(prefs.body, {
      price_format: 'hk',
      layout: 'asian',
      default_stake: 5,
      sort_by: 'time',
      accept_higher_odds: 'A',
      theme: 'dark',
    });
    assert.equal((await call('PATCH', `/xapi/rest/accounts/${id}/accountPrefs`, { layout: 'roman' }, token)).status, 400);
    assert.equal((await call('PATCH', `/xapi/rest/accounts/${id}/accountPrefs`, {}, token)).status, 400);
    assert.equal((await call('GET', '/xapi/icore/players/otp/details', undefined, token)).status, 403);
    assert.equal((await call('GET', `/xapi/rest/accounts/${id}/info`, undefined, token)).body.username, 'demo');
  });

  it('gives a logged-in player a live chat session token, asked with the username as plain text', async () => {
    const bearer = (await call('POST', '/xapi/icore/players/login', { username: 'demo', password: 'demo1234' })).body
      .alsToken as string;
    const plain = { 'content-type': 'text/plain' };
    const asPlayer = { ...plain, authorization: `Bearer ${bearer}` };
    const answer = await call('POST', '/api/chat/token', 'demo', asPlayer);
    assert.equal(answer.status, 200);
    assert.match(answer.body.s, /^\d+\.\d+\.[A-Za-z0-9_-]+$/);
    assert.equal((await call('POST', '/api/chat/token', 'someone-else', asPlayer)).status, 400);
    assert.equal((await call('POST', '/api/chat/token', 'demo', plain)).status, 401);
  });
});
