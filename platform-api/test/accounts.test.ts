import { after, before, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { EventsPage } from '@sportsbook/contracts';
import { startTestPlatform, type TestPlatform } from './harness';

describe('sign-up and password reset', () => {
  let platform: TestPlatform;
  before(async () => {
    platform = await startTestPlatform();
    await platform.simulator.advance(0);
  });
  after(async () => platform.close());

  const call: TestPlatform['call'] = (...args) => platform.call(...args);
  const form = (over: object = {}) => ({
    username: 'newbie',
    email: 'newbie@example.com',
    password: 'goal4goal',
    dateOfBirth: '1990-05-17',
    countryCode: 'GB',
    currency: 'GBP',
    firstName: 'Nora',
    lastName: "O'Neill",
    termsAccepted: true,
    ...over,
  });
  const players = async () => Number((await platform.db.query<{ n: string }>('SELECT count(*) AS n FROM players'))[0].n);

  it('lists what the brand opens accounts with', async () => {
    const { body } = await call('GET', '/api/registration/options?pub=savanna');
    assert.deepEqual(body, {
      countries: ['KE', 'GH', 'UG', 'TZ'],
      currencies: ['KES', 'GHS'],
      minimumAge: 18,
      passwordMinLength: 8,
    });
  });

  it('signs a new player up, who logs in with a welcome deposit and places a bet', async () => {
    const created = await call('POST', '/api/registration', form());
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual(created.body, { username: 'newbie', currency: 'GBP' });
    const login = await call('POST', '/xapi/icore/players/login', { username: 'newbie', password: 'goal4goal' });
    assert.equal(login.status, 200);
    assert.equal(login.body.currency, 'GBP');
    const auth = { authorization: `Bearer ${login.body.alsToken}` };
    const event = (await call('GET', '/xapi/rest/events?sportCode=FOOT&live=false&pageSize=1&marketTypeIds=1&periodTypeIds=100'))
      .body as EventsPage;
    const outcome = event.events[0].markets![0].outcomes[0];
    const placed = await call(
      'POST',
      `/xapi/rest/accounts/${login.body.icore_player_id}/betslips?uuid=${randomUUID()}`,
      {
        singles: [{ outcomeId: outcome.id, decimal: outcome.consolidatedPrice.currentPrice.decimal, unitStake: 10 }],
        userAcceptOdds: 'D',
        originId: 11,
      },
      auth,
    );
    assert.equal(placed.body.status, 'accepted', JSON.stringify(placed.body));
    assert.equal((await call('GET', '/xapi/icore/players/newbie/balance/sportsbook', undefined, auth)).body.balance, 90);
  });

  it('refuses a taken username (whatever its case), the under-aged, a weak password and what the brand does not offer, writing nothing', async () => {
    const before = await players();
    const refusals: [object, number, RegExp][] = [
      [{ username: 'NEWBIE' }, 409, /username is taken/],
      [{ username: 'demo' }, 409, /username is taken/],
      [{ username: 'kid', dateOfBirth: `${new Date().getUTCFullYear() - 17}-01-01` }, 400, /18 or older/],
      [{ username: 'future', dateOfBirth: '2999-01-01' }, 400, /past day/],
      [{ username: 'feb30', dateOfBirth: '2000-02-30' }, 400, /past day/],
      [{ username: 'weak1', password: 'short1' }, 400, /at least 8 characters/],
      [{ username: 'weak2', password: 'weak2weak2' }, 400, /must not contain the username/],
      [{ username: 'kenyan', countryCode: 'KE' }, 400, /countryCode must be one of GB/],
      [{ username: 'shilling', currency: 'KES' }, 400, /currency must be one of EUR, GBP/],
      [{ username: 'noterms', termsAccepted: false }, 400, /termsAccepted/],
      [{ username: 'x' }, 400, /username must match/],
      [{ username: 'mail', email: 'not-an-email' }, 400, /email/],
    ];
    for (const [over, status, message] of refusals) {
      const { status: got, body } = await call('POST', '/api/registration', form(over));
      assert.equal(got, status, `${JSON.stringify(over)}: ${JSON.stringify(body)}`);
      assert.match(body.message, message);
    }
    assert.equal(await players(), before);
  });

  it('resets a forgotten password by a one-time code from the log, ending the old sessions', async () => {
    const old = await call('POST', '/xapi/icore/players/login', { username: 'newbie', password: 'goal4goal' });
    const log = mock.method(console, 'log', () => undefined);
    try {
      assert.deepEqual((await call('POST', '/api/password_reset', { username: 'newbie' })).body, { sent: true });
      assert.deepEqual(
        (await call('POST', '/api/password_reset', { username: 'nobody-here' })).body,
        { sent: true },
        'an unknown name answers the same',
      );
    } finally {
      log.mock.restore();
    }
    const lines = log.mock.calls.map((c) => String(c.arguments[0]));
    assert.equal(lines.length, 1, 'no code for an unknown player');
    const code = /: (\d{6})$/.exec(lines[0])![1];
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await call('POST', '/api/password_reset/confirm', { username: 'newbie', code: wrong, password: 'new2pass' });
    assert.equal(refused.status, 400);
    assert.match(refused.body.message, /not correct or has expired/);
    assert.equal(
      (await call('POST', '/api/password_reset/confirm', { username: 'newbie', code, password: 'short' })).status,
      400,
      'a weak new password',
    );
    assert.deepEqual(
      (await call('POST', '/api/password_reset/confirm', { username: 'newbie', code, password: 'new2pass' })).body,
      { reset: true },
    );
    assert.equal(
      (await call('POST', '/api/password_reset/confirm', { username: 'newbie', code, password: 'new3pass' })).status,
      400,
      'a code is spent once',
    );
    assert.equal(
      (await call('GET', '/api/session', undefined, { authorization: `Bearer ${old.body.alsToken}` })).status,
      401,
      'the old session ended',
    );
    assert.equal((await call('POST', '/xapi/icore/players/login', { username: 'newbie', password: 'goal4goal' })).status, 401);
    assert.equal((await call('POST', '/xapi/icore/players/login', { username: 'newbie', password: 'new2pass' })).status, 200);
  });

  it('throttles guessing reset codes like passwords', async () => {
    const log = mock.method(console, 'log', () => undefined);
    await call('POST', '/api/password_reset', { username: 'nopromo' });
    log.mock.restore();
    const code = /: (\d{6})$/.exec(String(log.mock.calls[0].arguments[0]))![1];
    const guesses = ['100000', '200000', '300000', '400000', '500000', '600000'].filter((g) => g !== code).slice(0, 5);
    const answers = [];
    for (const guess of guesses)
      answers.push(
        (await call('POST', '/api/password_reset/confirm', { username: 'nopromo', code: guess, password: 'new2pass' })).status,
      );
    assert.deepEqual(answers.slice(0, 4), [400, 400, 400, 400]);
    assert.equal(answers[4], 429);
    assert.equal(
      (await call('POST', '/api/password_reset/confirm', { username: 'nopromo', code, password: 'new2pass' })).status,
      429,
      'even the right code waits',
    );
  });
});
