import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestPlatform, type TestPlatform } from './harness';
import { PASSWORD_RESET } from '../src/http/openWrites';

/** Issue 41 item 7: the writes that need no login take the site's own JSON requests only, so many, so large. */
describe('writes without a login', () => {
  let platform: TestPlatform;
  let address = 0;
  before(async () => {
    platform = await startTestPlatform();
  });
  after(async () => platform.close());

  /** A request through the deployment's proxy, from a browser address of its own unless told. */
  const send = (url: string, payload: string, headers: Record<string, string> = {}, from = `198.51.100.${++address}`) =>
    platform.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...headers },
    });
  const signUp = (username: string) =>
    JSON.stringify({
      username,
      email: `${username}@example.com`,
      password: 'goal4goal',
      dateOfBirth: '1990-05-17',
      countryCode: 'GB',
      currency: 'EUR',
      firstName: 'Jo',
      lastName: 'Newman',
      termsAccepted: true,
    });
  const players = async (username: string) =>
    (await platform.db.query('SELECT 1 FROM players WHERE username = $1', [username])).length;

  it("refuses another site's page: its origin, and a form's body, whatever its fields", async () => {
    const crossSite = await send('/api/registration?pub=classic', signUp('crosssite'), { origin: 'https://evil.example' });
    assert.equal(crossSite.statusCode, 403);
    assert.equal(crossSite.json().code, 'CROSS_SITE_REFUSED');
    const form = await send('/api/password_reset', 'username=demo', {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost:3000',
    });
    assert.equal(form.statusCode, 415);
    const plain = await send('/api/client_errors', JSON.stringify({ phase: 'load', message: 'x' }), {
      'content-type': 'text/plain',
    });
    assert.equal(plain.statusCode, 415);
    assert.equal(await players('crosssite'), 0);

    const ownPage = await send('/api/registration?pub=classic', signUp('ownpage'), { origin: 'http://localhost:3000' });
    assert.equal(ownPage.statusCode, 201, ownPage.body);
    assert.equal(await players('ownpage'), 1);
  });

  it('refuses a body larger than the write needs, a retail code and a client error alike', async () => {
    const huge = JSON.stringify({ singles: [{ outcomeId: 1 }], userAcceptOdds: 'D', originId: 11, note: 'x'.repeat(900 * 1024) });
    assert.equal((await send('/xapi/rest/betslips/retailcodes?pub=savanna', huge)).statusCode, 413);
    const longReport = JSON.stringify({ phase: 'load', message: 'x', stack: 'y'.repeat(100 * 1024) });
    assert.equal((await send('/api/client_errors', longReport)).statusCode, 413);
  });

  it('limits how often one address writes, with the time to wait, and not its neighbours', async () => {
    const statuses = [];
    for (let i = 0; i <= PASSWORD_RESET.max; i++)
      statuses.push(
        (await send('/api/password_reset', JSON.stringify({ username: 'nobody-here' }), {}, '203.0.113.50')).statusCode,
      );
    assert.deepEqual(statuses, [...Array(PASSWORD_RESET.max).fill(202), 429]);
    const refused = await send('/api/password_reset', JSON.stringify({ username: 'nobody-here' }), {}, '203.0.113.50');
    assert.equal(refused.json().code, 'TOO_MANY_REQUESTS');
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal(
      (await send('/api/password_reset', JSON.stringify({ username: 'nobody-here' }), {}, '203.0.113.51')).statusCode,
      202,
    );
  });

  it("shows the browsers' reports to the operator's key only", async () => {
    const read = (headers: Record<string, string> = {}) =>
      platform.app.inject({ method: 'GET', url: '/api/client_errors', headers });
    const setting = process.env.OPERATOR_KEY;
    try {
      delete process.env.OPERATOR_KEY;
      assert.equal((await read({ 'x-operator-key': '' })).statusCode, 403, 'no key set: nobody reads');
      process.env.OPERATOR_KEY = 'the-operators-own';
      assert.equal((await read()).statusCode, 401);
      assert.equal((await read({ 'x-operator-key': 'a-guess' })).statusCode, 401);
      const answer = await read({ 'x-operator-key': 'the-operators-own' });
      assert.equal(answer.statusCode, 200);
      assert.ok(Array.isArray(answer.json()));
    } finally {
      if (setting === undefined) delete process.env.OPERATOR_KEY;
      else process.env.OPERATOR_KEY = setting;
    }
  });
});
