import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { UnsecuredJWT } from 'jose';
import { startTestPlatform, type TestPlatform } from './harness';
import { issueSessionToken } from '../src/auth/sessionTokens';

const AUTH = '/auth/en/api/plugins/component/route';
const LOGIN = '/xapi/icore/players/login';

/**
 * What an attacker tries, as the issue that asked for this suite tried it: guessing passwords and second
 * factors, telling known usernames from unknown ones, forging tokens, reaching other players' accounts,
 * and feeding every write route bodies it cannot take.
 */
describe('attack suite', () => {
  let platform: TestPlatform;
  before(async () => {
    platform = await startTestPlatform();
  });
  after(async () => platform.close());

  let lastIp = 0;
  /** Each case comes from addresses of its own, as separate attackers would. */
  const newIp = () => `198.51.100.${++lastIp}`;
  const call: TestPlatform['call'] = (...args) => platform.call(...args);
  const login = (username: string, password: string, ip: string) =>
    call('POST', LOGIN, { username, password }, { 'x-forwarded-for': ip });
  const answerOf = (r: { status: number; body: { code?: string; message: string } }) =>
    `${r.status} ${r.body.code} ${r.body.message}`;
  const forgetFailures = () => platform.db.query('DELETE FROM login_failures');

  it('answers 20 rapid wrong passwords for a real and a made-up username alike: four refusals, then 429 with Retry-After', async () => {
    for (const username of ['demo', 'made-up-player']) {
      const ip = newIp();
      const answers = [];
      for (let i = 0; i < 20; i++) answers.push(await login(username, `wrong-${i}`, ip));
      assert.deepEqual(answers.slice(0, 4).map(answerOf), Array(4).fill('401 INT003 Invalid credentials'), username);
      assert.deepEqual(
        new Set(answers.slice(4).map(answerOf)),
        new Set(['429 LOGIN_THROTTLED Too many attempts. Try again in 1 minute.']),
        username,
      );
      assert.ok(answers.slice(4).every((a) => Number(a.headers['retry-after']) > 0 && Number(a.headers['retry-after']) <= 60));
    }
    await forgetFailures();
  });

  it('checks at most five of 20 parallel guesses', async () => {
    const ip = newIp();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login('demo', `wrong-${i}`, ip)));
    assert.ok(answers.filter((a) => a.status === 401).length <= 4, answers.map((a) => a.status).join());
    assert.ok(answers.every((a) => a.status === 401 || a.status === 429));
    const [{ failures }] = await platform.db.query<{ failures: string }>(
      `SELECT count(*) AS failures FROM login_failures WHERE subject = 'account:demo'`,
    );
    assert.ok(Number(failures) <= 5, `${failures} guesses counted`);
    await forgetFailures();
  });

  it('shows refused accounts nothing until the password is right', async () => {
    for (const username of ['suspended', 'locked', 'pending'])
      assert.equal(answerOf(await login(username, 'wrong-one', newIp())), '401 INT003 Invalid credentials');
    await forgetFailures();
  });

  it('cannot be used to lock a player out: the attacker waits, the player from elsewhere gets in', async () => {
    const attacker = newIp();
    for (let i = 0; i < 8; i++) await login('demo', `wrong-${i}`, attacker);
    assert.equal((await login('demo', 'demo1234', attacker)).status, 429);
    assert.equal((await login('demo', 'demo1234', newIp())).status, 200);
    await forgetFailures();
  });

  it('slows a guesser spread over many addresses, and one address spraying many usernames', async () => {
    for (let i = 0; i < 20; i++) await login('question', `wrong-${i}`, newIp());
    assert.equal((await login('question', 'question1', newIp())).status, 429, 'a username from anywhere');
    const sprayer = newIp();
    const sprayed = [];
    for (let i = 0; i < 31; i++) sprayed.push((await login(`player${i}`, 'Summer2026', sprayer)).status);
    assert.equal(sprayed.at(-1), 429, 'one address');
    assert.equal((await login('demo', 'demo1234', sprayer)).status, 429);
    await forgetFailures();
  });

  it('takes as long for an unknown username as for a known one', async () => {
    const timeOf = async (username: string) => {
      const started = performance.now();
      await login(username, 'not-the-password', newIp());
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 15; i++) {
      known.push(await timeOf('demo'));
      unknown.push(await timeOf(`ghost-${i}`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const [k, u] = [median(known), median(unknown)];
    // Without the decoy hash the unknown name answers in a tenth of the time; the band allows for a busy machine.
    assert.ok(Math.abs(k - u) <= 0.35 * Math.max(k, u) + 3, `known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`);
    await forgetFailures();
  });

  it('allows five wrong one-time codes per player across challenges, not five per challenge', async () => {
    const ip = newIp();
    const challenge = async () =>
      (
        await call(
          'POST',
          `${AUTH}/header_login/authenticate`,
          { username: 'otp', password: 'otp12345' },
          { 'x-forwarded-for': ip },
        )
      ).body.challenge;
    const guess = async (id: string, code: string) => call('POST', `${AUTH}/otp/validate`, { challenge: id, code });
    const first = await challenge();
    for (let i = 0; i < 4; i++) assert.equal((await guess(first, `11111${i}`)).status, 401);
    const second = await challenge();
    assert.equal((await guess(second, '111115')).status, 429, 'the fifth wrong code, in a new challenge');
    assert.equal((await guess(second, '246810')).status, 429, 'even the right code waits');
    await platform.db.query("UPDATE login_failures SET failed_at = failed_at - interval '61 seconds'");
    assert.equal((await guess(second, '246810')).status, 200, 'after the wait');
    await forgetFailures();
  });

  it('refuses forged, tampered, unsigned and foreign tokens with 401', async () => {
    const { body } = await login('demo', 'demo1234', newIp());
    const real: string = body.alsToken;
    const unsigned = new UnsecuredJWT({ playerId: 1, currency: 'EUR', brand: 'classic' })
      .setSubject('demo')
      .setExpirationTime('1h')
      .encode();
    const foreignKeys = { sign: new Uint8Array(32).fill(7), encrypt: new Uint8Array(32).fill(9) };
    const foreign = await issueSessionToken(
      foreignKeys,
      { sub: 'demo', playerId: 1, currency: 'EUR', brand: 'classic', sid: body.id },
      3600,
    );
    const parts = real.split('.');
    const tampered = [parts[0], parts[1], parts[2], `${parts[3].slice(0, -2)}AA`, parts[4]].join('.');
    for (const token of [unsigned, foreign, tampered, 'garbage', `${real}x`, '']) {
      const answer = await call('GET', '/xapi/icore/players/demo/balance/sportsbook', undefined, {
        authorization: `Bearer ${token}`,
      });
      assert.equal(answer.status, 401, token.slice(0, 20));
    }
  });

  it("answers 403 for every other player's account id", async () => {
    const { body } = await login('demo', 'demo1234', newIp());
    const auth = { authorization: `Bearer ${body.alsToken}` };
    const [other] = await platform.db.query<{ id: number; username: string }>(
      "SELECT id, username FROM players WHERE username = 'nopromo'",
    );
    const urls: [string, string, object?][] = [
      ['GET', `/xapi/icore/players/${other.username}/details`],
      ['PUT', `/xapi/icore/players/${other.username}/details`, { username: 'demo', priceFormat: 'EURO', defaultStake: null }],
      ['GET', `/xapi/icore/players/${other.username}/balance/sportsbook`],
      ['GET', `/xapi/rest/accounts/${other.id}/info`],
      ['PUT', `/xapi/rest/accounts/${other.id}`, { wasSetRealMoneyBonuses: true, realMoneyBonuses: true }],
      ['GET', `/xapi/rest/accounts/${other.id}/transactions`],
      ['GET', `/xapi/rest/accounts/${other.id}/accountPrefs`],
      ['PATCH', `/xapi/rest/accounts/${other.id}/accountPrefs`, { layout: 'asian' }],
      ['GET', `/xapi/bet/account/${other.id}/openbets`],
      ['GET', `/xapi/bet/account/${other.id}/betcount`],
    ];
    for (const [method, url, payload] of urls)
      assert.equal((await call(method, url, payload, auth)).status, 403, `${method} ${url}`);
  });

  it('answers every write route a 4xx with a message for malformed, oversized and ill-typed bodies, writing nothing', async () => {
    const { body } = await login('demo', 'demo1234', newIp());
    const headers = { authorization: `Bearer ${body.alsToken}`, 'content-type': 'application/json' };
    // Logging out goes last: it ends the session the other routes are called with.
    const writeRoutes = routesOf(platform.app.printRoutes({ commonPrefix: false }))
      .filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    assert.ok(writeRoutes.length >= 25, `${writeRoutes.length} write routes found`);
    // Every table but the open writes' rate counts: an attempt counts toward its address's limit, refused or not.
    const counts = async () => {
      const tables = await platform.db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
           AND table_name <> 'open_write_counts' ORDER BY table_name`,
      );
      const rows = await Promise.all(
        tables.map(
          async ({ table_name }) =>
            `${table_name}=${(await platform.db.query<{ n: string }>(`SELECT count(*) AS n FROM "${table_name}"`))[0].n}`,
        ),
      );
      return rows.join(' ');
    };
    const before = await counts();
    const bodies: [string, string][] = [
      ['malformed', '{"username": "demo", '],
      ['oversized', JSON.stringify({ username: 'demo', padding: 'x'.repeat(2 * 1024 * 1024) })],
      ['a list', '[1, 2, 3]'],
      ['a string', '"hello"'],
      ['wrong types', JSON.stringify({ username: 42, password: [], singles: 'all', code: {}, challenge: 7, layout: 9 })],
    ];
    for (const route of writeRoutes) {
      const url = fillParams(route.url, body.icore_player_id);
      for (const [kind, payload] of bodies) {
        const answer = await call(route.method, url, payload, headers);
        const what = `${route.method} ${url} with ${kind}: ${answer.status} ${JSON.stringify(answer.body)}`;
        if (READS_NO_BODY.has(`${route.method} ${route.url}`) && !['malformed', 'oversized'].includes(kind)) {
          assert.ok(answer.status < 500, what);
          continue;
        }
        assert.ok(answer.status >= 400 && answer.status < 500, what);
        assert.ok(typeof answer.body?.message === 'string' && answer.body.message.length > 0, `${what}: says why`);
      }
    }
    assert.equal(await counts(), before);
  });
});

/** Routes whose answer depends on the session alone: a well-formed body of any shape is ignored, and nothing of it is kept. */
const READS_NO_BODY = new Set([
  `POST ${AUTH.replace('/en/', '/:locale/')}/als_integration/integrate`,
  'POST /franco/accounts/me/sessions/accept-terms',
  'DELETE /franco/accounts/me/sessions',
]);

/** The routes in Fastify's printed tree ("├── /path (GET, POST)", children indented under their parent). */
function routesOf(tree: string): { method: string; url: string }[] {
  const stack: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url: stack.join('') });
  }
  return routes;
}

/** Path parameters filled with values that pass their patterns: the player's own id, a locale, a uuid. */
function fillParams(url: string, accountId: string): string {
  return url
    .replace(':accountId', accountId)
    .replace(':player', 'demo')
    .replace(':locale', 'en')
    .replace(':betSlipId', '00000000-0000-4000-8000-000000000000')
    .replace(/:\w+/g, '1');
}
