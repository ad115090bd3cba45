import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { EventsPage } from '@sportsbook/contracts';
import type { DepositLimits } from '@sportsbook/domain';
import { startTestPlatform, type TestPlatform } from './harness';
import { logIn, signUpPlayer } from './newPlayer';
import { findPlayer, type PlayerRow } from '../src/players/playerRepo';
import { confirmIncrease, depositLimits, setDepositLimits } from '../src/players/depositLimits';
import { deposit } from '../src/players/deposits';
import { exceededLimit, increaseDueAt, limitChange } from '../src/players/depositLimitRules';
import { timeOut, timeOutEnd } from '../src/players/timeOut';
import { checkCredentials } from '../src/players/loginPolicy';
import { HttpError } from '../src/http/errors';

const HOUR = 60 * 60 * 1000;
const at = (start: Date, hours: number) => new Date(start.getTime() + hours * HOUR);

describe('safer-gambling tools', () => {
  let platform: TestPlatform;
  /** How far the platform's clock runs ahead of real time: the tests of waits move it. */
  let ahead = 0;
  before(async () => {
    platform = await startTestPlatform({ clock: () => new Date(Date.now() + ahead) });
    await platform.simulator.advance(0);
  });
  after(async () => platform.close());

  const call: TestPlatform['call'] = (...args) => platform.call(...args);
  const signUp = async (username: string) => {
    await signUpPlayer(call, username);
    const { body } = await login(username);
    return { token: body.alsToken as string, account: body.icore_player_id as string, player: (await row(username))! };
  };
  const login = (username: string) => logIn(call, username);
  const row = (username: string) => findPlayer(platform.db, { username }) as Promise<PlayerRow>;
  const refusal = async (promise: Promise<unknown>): Promise<HttpError> => {
    const error = await promise.then(
      () => assert.fail('expected a refusal'),
      (e: unknown) => e,
    );
    assert.ok(error instanceof HttpError, String(error));
    return error;
  };
  const limitOf = (limits: DepositLimits, period: 'daily' | 'weekly' | 'monthly') =>
    limits.limits.find((l) => l.period === period)!;

  it('tells a decrease from an increase (no limit is higher than any) and counts what is left of each window', () => {
    assert.equal(limitChange(5000, 4000), 'decrease');
    assert.equal(limitChange(5000, 10000), 'increase');
    assert.equal(limitChange(5000, null), 'increase', 'removing a limit is a raise');
    assert.equal(limitChange(null, 5000), 'decrease', 'a first limit applies at once');
    assert.equal(limitChange(5000, 5000), 'same');
    assert.equal(increaseDueAt(new Date('2026-01-01T10:00:00Z')).toISOString(), '2026-01-02T10:00:00.000Z');
    // Daily 50.00 with 30.00 deposited: 25.00 passes it, 20.00 fits; the weekly limit is checked after it.
    const limits = { daily: 5000, weekly: 20000, monthly: null };
    assert.deepEqual(exceededLimit(limits, { daily: 3000, weekly: 3000, monthly: 3000 }, 2500), {
      period: 'daily',
      limit: 5000,
      left: 2000,
    });
    assert.equal(exceededLimit(limits, { daily: 3000, weekly: 3000, monthly: 3000 }, 2000), undefined);
    assert.deepEqual(exceededLimit(limits, { daily: 0, weekly: 19000, monthly: 0 }, 2000), {
      period: 'weekly',
      limit: 20000,
      left: 1000,
    });
  });

  it('asks a new player for a limit (or none) before the first deposit, then refuses a deposit over it with a 4xx and a message', async () => {
    const { token, account } = await signUp('firstdep');
    const first = await call('POST', `/xapi/rest/accounts/${account}/deposits`, { amount: 10 }, token);
    assert.equal(first.status, 409);
    assert.equal(first.body.code, 'DEPOSIT_LIMIT_REQUIRED');
    assert.match(first.body.message, /before your first deposit/);
    assert.equal((await call('GET', `/xapi/rest/accounts/${account}/depositLimits`, undefined, token)).body.answered, false);

    const set = await call(
      'PUT',
      `/xapi/rest/accounts/${account}/depositLimits`,
      { daily: 50, weekly: null, monthly: null },
      token,
    );
    assert.equal(set.status, 200, JSON.stringify(set.body));
    assert.equal(set.body.answered, true);
    assert.equal(limitOf(set.body, 'daily').amount, 50);

    // Welcome money of 100.00, then 30.00 in: 130.00. A further 25.00 would make 55.00 today: refused.
    const paid = await call('POST', `/xapi/rest/accounts/${account}/deposits`, { amount: 30 }, token);
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    assert.deepEqual(paid.body, { amount: 30, balance: 130, currency: 'GBP' });
    const over = await call('POST', `/xapi/rest/accounts/${account}/deposits`, { amount: 25 }, token);
    assert.equal(over.status, 422);
    assert.equal(over.body.code, 'DEPOSIT_LIMIT_EXCEEDED');
    assert.equal(over.body.message, 'Deposit over your daily limit of 50 GBP: 20 GBP left');
    assert.equal((await call('POST', `/xapi/rest/accounts/${account}/deposits`, { amount: 20 }, token)).body.balance, 150);
    const limits = (await call('GET', `/xapi/rest/accounts/${account}/depositLimits`, undefined, token)).body as DepositLimits;
    assert.equal(limitOf(limits, 'daily').used, 50);

    // The ledger has both deposits; a player with "no limit" deposits what they like.
    const ledger = await call('GET', `/xapi/rest/accounts/${account}/transactions`, undefined, token);
    assert.deepEqual(
      ledger.body.transactions.map((t: { kind: string; amount: number }) => [t.kind, t.amount]),
      [
        ['deposit', 20],
        ['deposit', 30],
        ['deposit', 100],
      ],
    );
    const free = await signUp('nolimit');
    await call(
      'PUT',
      `/xapi/rest/accounts/${free.account}/depositLimits`,
      { daily: null, weekly: null, monthly: null },
      free.token,
    );
    assert.equal((await call('POST', `/xapi/rest/accounts/${free.account}/deposits`, { amount: 5000 }, free.token)).status, 200);
  });

  it('applies a decrease at once and an increase only when confirmed 24 hours later; the windows roll', async () => {
    const { player } = await signUp('cooling');
    const t0 = new Date('2026-03-02T09:00:00Z');
    await setDepositLimits(platform.db, player, { daily: 100, weekly: 300, monthly: null }, t0);
    await deposit(platform.db, player, 60, t0);

    // Down to 80 an hour later: at once, so 30 more is refused (20 left) and 20 fits.
    const lower = await setDepositLimits(platform.db, player, { daily: 80, weekly: 300, monthly: null }, at(t0, 1));
    assert.deepEqual(limitOf(lower, 'daily'), { period: 'daily', amount: 80, used: 60 });
    const refused = await refusal(deposit(platform.db, player, 30, at(t0, 1)));
    assert.equal(refused.code, 'DEPOSIT_LIMIT_EXCEEDED');
    assert.match(refused.message, /20 GBP left/);
    await deposit(platform.db, player, 20, at(t0, 1));

    // Up to 200 two hours in: it waits until t0 + 26 h, the 80 holds meanwhile.
    const raised = await setDepositLimits(platform.db, player, { daily: 200, weekly: 300, monthly: null }, at(t0, 2));
    assert.deepEqual(limitOf(raised, 'daily'), {
      period: 'daily',
      amount: 80,
      used: 80,
      pending: { amount: 200, from: '2026-03-03T11:00:00.000Z', confirmable: false },
    });
    // Asking again does not restart the wait.
    const again = await setDepositLimits(platform.db, player, { daily: 200, weekly: 300, monthly: null }, at(t0, 20));
    assert.equal(limitOf(again, 'daily').pending?.from, '2026-03-03T11:00:00.000Z');
    const early = await refusal(confirmIncrease(platform.db, player, 'daily', at(t0, 25)));
    assert.equal(early.statusCode, 409);
    assert.equal(early.code, 'DEPOSIT_LIMIT_INCREASE_NOT_DUE');

    // At t0 + 26 h the raise is offered again, still 80 until the player says yes. By then the first day's
    // deposits have left the daily window (80 of the weekly 300 stay).
    const due = await depositLimits(platform.db, player, at(t0, 26));
    assert.deepEqual(limitOf(due, 'daily').pending, { amount: 200, from: '2026-03-03T11:00:00.000Z', confirmable: true });
    assert.equal(limitOf(due, 'daily').amount, 80);
    assert.equal(limitOf(due, 'daily').used, 0);
    assert.equal(limitOf(due, 'weekly').used, 80);
    await refusal(deposit(platform.db, player, 150, at(t0, 26)));
    const confirmed = await confirmIncrease(platform.db, player, 'daily', at(t0, 26));
    assert.deepEqual(limitOf(confirmed, 'daily'), { period: 'daily', amount: 200, used: 0 });
    await deposit(platform.db, player, 150, at(t0, 26));
    // A day later the 150 has left the daily window, but 60 + 20 + 150 = 230 this week: 80 more would pass the
    // weekly 300.
    assert.match((await refusal(deposit(platform.db, player, 80, at(t0, 51)))).message, /weekly limit of 300 GBP: 70 GBP left/);

    // A decrease while a raise waits drops the raise.
    await setDepositLimits(platform.db, player, { daily: 200, weekly: 300, monthly: 1000 }, at(t0, 30));
    await setDepositLimits(platform.db, player, { daily: 200, weekly: 400, monthly: 1000 }, at(t0, 31));
    const dropped = await setDepositLimits(platform.db, player, { daily: 200, weekly: 250, monthly: 1000 }, at(t0, 32));
    assert.deepEqual(limitOf(dropped, 'weekly'), { period: 'weekly', amount: 250, used: 230 });
  });

  it('over HTTP with the platform’s clock moved on: a raise is refused before 24 hours and applies when confirmed after', async () => {
    const { token, account } = await signUp('clockwise');
    const limitsUrl = `/xapi/rest/accounts/${account}/depositLimits`;
    await call('PUT', limitsUrl, { daily: 50, weekly: null, monthly: null }, token);
    const raised = (await call('PUT', limitsUrl, { daily: 80, weekly: null, monthly: null }, token)).body as DepositLimits;
    assert.equal(limitOf(raised, 'daily').amount, 50);
    const from = Date.parse(limitOf(raised, 'daily').pending!.from);
    assert.ok(Math.abs(from - Date.now() - 24 * HOUR) < 60_000, 'due 24 hours from now');
    assert.equal((await call('POST', `/xapi/rest/accounts/${account}/deposits`, { amount: 60 }, token)).status, 422);
    const early = await call('POST', `${limitsUrl}/confirm`, { period: 'daily' }, token);
    assert.equal(early.status, 409);
    assert.equal(early.body.code, 'DEPOSIT_LIMIT_INCREASE_NOT_DUE');
    try {
      ahead = 24 * HOUR + 60_000;
      const due = (await call('GET', limitsUrl, undefined, token)).body as DepositLimits;
      assert.equal(limitOf(due, 'daily').pending?.confirmable, true, 'the player is asked again');
      assert.equal(limitOf(due, 'daily').amount, 50, 'still 50 until confirmed');
      const confirmed = await call('POST', `${limitsUrl}/confirm`, { period: 'daily' }, token);
      assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
      assert.deepEqual(limitOf(confirmed.body, 'daily'), { period: 'daily', amount: 80, used: 0 });
      assert.equal((await call('POST', `/xapi/rest/accounts/${account}/deposits`, { amount: 60 }, token)).status, 200);
    } finally {
      ahead = 0;
    }
  });

  it('refuses limits, deposits and time-outs it does not take with a 400, and another player’s account with a 403', async () => {
    const { token, account } = await signUp('shapes');
    for (const [path, body] of [
      ['depositLimits', { daily: 10 }],
      ['depositLimits', { daily: -1, weekly: null, monthly: null }],
      ['deposits', { amount: 0 }],
      ['deposits', { amount: 10.005 }],
      ['depositLimits', { daily: 10.001, weekly: null, monthly: null }],
      ['timeOut', { period: '12h' }],
      ['timeOut', { period: '43d' }],
    ] as const) {
      const method = path === 'depositLimits' ? 'PUT' : 'POST';
      assert.equal((await call(method, `/xapi/rest/accounts/${account}/${path}`, body, token)).status, 400, JSON.stringify(body));
    }
    assert.equal((await call('POST', `/xapi/rest/accounts/1/deposits`, { amount: 5 }, token)).status, 403);
    assert.equal((await call('POST', `/xapi/rest/accounts/${account}/deposits`, { amount: 5 })).status, 401);
  });

  it('a time-out of 24 hours to 6 weeks logs every session out and refuses logins until it ends', async () => {
    const t0 = new Date('2026-05-01T08:30:00Z');
    assert.equal(timeOutEnd('24h', t0).toISOString(), '2026-05-02T08:30:00.000Z');
    assert.equal(timeOutEnd('7d', t0).toISOString(), '2026-05-08T08:30:00.000Z');
    assert.equal(timeOutEnd('42d', t0).toISOString(), '2026-06-12T08:30:00.000Z');

    const phone = await signUp('breather');
    const laptop = (await login('breather')).body;
    const before = Date.now();
    const taken = await call('POST', `/xapi/rest/accounts/${phone.account}/timeOut`, { period: '24h' }, phone.token);
    assert.equal(taken.status, 200, JSON.stringify(taken.body));
    const hours = (Date.parse(taken.body.timedOutUntil) - before) / HOUR;
    assert.ok(hours > 23.99 && hours < 24.01, `24 hours, got ${hours}`);
    assert.equal((await call('GET', '/api/session', undefined, phone.token)).status, 401);
    assert.equal(
      (await call('GET', `/xapi/rest/accounts/${laptop.icore_player_id}/depositLimits`, undefined, laptop.alsToken)).status,
      401,
    );

    const refused = await login('breather');
    assert.equal(refused.status, 403);
    assert.equal(refused.body.code, 'TIMED_OUT');
    assert.equal(
      refused.body.message,
      `Account on a time-out until ${taken.body.timedOutUntil.slice(0, 16).replace('T', ' ')} UTC`,
    );
    assert.equal(
      (await call('POST', '/xapi/icore/players/login', { username: 'breather', password: 'wrong-one1' })).body.code,
      'INT003',
      'a wrong password learns nothing of the time-out',
    );

    // With the platform's clock at the end, the player is let in again; a minute before, not.
    const end = new Date(taken.body.timedOutUntil);
    const early = await refusal(checkCredentials(platform.db, 'breather', 'steady4ever', '10.0.0.9', {}, at(end, -1 / 60)));
    assert.equal(early.code, 'TIMED_OUT');
    assert.equal((await checkCredentials(platform.db, 'breather', 'steady4ever', '10.0.0.9', {}, end)).username, 'breather');

    // A shorter time-out never cuts a longer one short.
    const long = await timeOut(platform.db, phone.player.id, '42d', t0);
    assert.equal((await timeOut(platform.db, phone.player.id, '24h', t0)).timedOutUntil, long.timedOutUntil);
  });

  it('keeps a reality-check interval the brand offers and tells the session’s stakes, returns and net result', async () => {
    const { token, account } = await signUp('reality');
    const url = `/xapi/rest/accounts/${account}/realityCheck`;
    const fresh = await call('GET', url, undefined, token);
    assert.equal(fresh.status, 200);
    assert.equal(fresh.body.minutes, null);
    assert.deepEqual(fresh.body.offered, [15, 30, 45, 60, 90, 120]);
    assert.equal((await call('PUT', url, { minutes: 7 }, token)).status, 400);
    assert.equal((await call('PUT', url, { minutes: 30 }, token)).body.minutes, 30);

    // A test brand may offer a fraction of a minute (journeys wait seconds), as its operator sets it.
    await platform.db.query(`UPDATE brands SET settings_web = settings_web || '{"reality_check_intervals": [0.05, 30]}'::jsonb`);
    assert.deepEqual((await call('GET', url, undefined, token)).body.offered, [0.05, 30]);
    assert.equal((await call('PUT', url, { minutes: 0.05 }, token)).body.minutes, 0.05);
    assert.equal((await call('PUT', url, { minutes: 15 }, token)).status, 400, 'no longer offered');

    // One bet of 2.00 since login: staked 2.00, nothing back yet, net -2.00; the welcome deposit is not betting.
    const event = (await call('GET', '/xapi/rest/events?sportCode=FOOT&live=false&pageSize=1&marketTypeIds=1&periodTypeIds=100'))
      .body as EventsPage;
    const outcome = event.events[0].markets![0].outcomes[0];
    const placed = await call(
      'POST',
      `/xapi/rest/accounts/${account}/betslips?uuid=${randomUUID()}`,
      {
        singles: [{ outcomeId: outcome.id, decimal: outcome.consolidatedPrice.currentPrice.decimal, unitStake: 2 }],
        userAcceptOdds: 'A',
        originId: 11,
      },
      token,
    );
    assert.equal(placed.body.status, 'accepted', JSON.stringify(placed.body));
    const check = (await call('GET', url, undefined, token)).body;
    assert.deepEqual([check.stakes, check.returns, check.net, check.currency], [2, 0, -2, 'GBP']);
    assert.ok(Date.now() - Date.parse(check.sessionStartedAt) < 60_000, 'counted from this login');

    // The account history: that bet between today and today, none the day before; the ledger filtered alike.
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 24 * HOUR).toISOString().slice(0, 10);
    const bets = (await call('GET', `/xapi/rest/accounts/${account}/betHistory?from=${today}&to=${today}`, undefined, token))
      .body;
    assert.deepEqual(
      bets.bets.map((b: { stake: number; kind: string }) => [b.kind, b.stake]),
      [['single', 2]],
    );
    const none = await call(
      'GET',
      `/xapi/rest/accounts/${account}/betHistory?from=${yesterday}&to=${yesterday}`,
      undefined,
      token,
    );
    assert.deepEqual(none.body.bets, []);
    assert.equal(
      (await call('GET', `/xapi/rest/accounts/${account}/betHistory?from=${today}&to=${yesterday}`, undefined, token)).status,
      400,
    );
    const ledger = await call(
      'GET',
      `/xapi/rest/accounts/${account}/transactions?from=${yesterday}&to=${yesterday}`,
      undefined,
      token,
    );
    assert.equal(ledger.body.total, 0);
    const todays = await call('GET', `/xapi/rest/accounts/${account}/transactions?from=${today}&to=${today}`, undefined, token);
    assert.equal(todays.body.total, 2);
  });
});
