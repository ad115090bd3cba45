import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestPlatform, type TestPlatform } from './harness';

/**
 * Every route family answers bad input with a 4xx and a message naming what was wrong, never a 500: the
 * schemas the routes are typed from are also what refuses the input. (Events, the path tree and the live
 * stream have their own table in catalogue.test.ts.)
 */
describe('bad input per route family', () => {
  let platform: TestPlatform;
  let token: string;
  let accountId: number;
  before(async () => {
    platform = await startTestPlatform();
    const login = await platform.app.inject({
      method: 'POST',
      url: '/xapi/icore/players/login',
      payload: { username: 'demo', password: 'demo1234' },
    });
    token = login.json().alsToken;
    accountId = Number(login.json().id);
  });
  after(async () => platform.close());

  const send = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object | string,
    headers: Record<string, string> = {},
  ) => {
    const response = await platform.app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
    return { status: response.statusCode, message: String(response.json<{ message?: string }>().message ?? '') };
  };

  const cases: [
    family: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: () => string,
    payload: object | undefined,
    status: number,
    message: RegExp,
  ][] = [
    ['auth: login without a password', 'POST', () => '/xapi/icore/players/login', { username: 'demo' }, 400, /password/],
    [
      'auth: a locale that is not two letters',
      'POST',
      () => '/auth/english/api/plugins/component/route/otp/generate',
      { challenge: '00000000-0000-4000-8000-000000000000' },
      400,
      /locale/,
    ],
    ['session: a negative timestamp', 'GET', () => '/api/session?timestamp=-1', undefined, 400, /timestamp/],
    [
      'account: a reset code of letters',
      'POST',
      () => '/api/password_reset/confirm',
      { username: 'demo', code: 'abcdef', password: 'whatever1' },
      400,
      /code/,
    ],
    [
      'players: an unknown self-exclusion period',
      'POST',
      () => `/xapi/rest/accounts/${accountId}/selfExclusion`,
      { period: '2d' },
      400,
      /period/,
    ],
    [
      'players: a transactions page of size 0',
      'GET',
      () => `/xapi/rest/accounts/${accountId}/transactions?pageSize=0`,
      undefined,
      400,
      /pageSize/,
    ],
    [
      'players: a default stake that is text',
      'PUT',
      () => '/xapi/icore/players/demo/details',
      { username: 'demo', priceFormat: 'EURO', defaultStake: 'ten' },
      400,
      /defaultStake/,
    ],
    ['brand content: a currency of digits', 'GET', () => '/api/all_cached_settings?c=123', undefined, 400, /c must match/],
    ['brand content: a locale of three letters', 'GET', () => '/api/translations/eng', undefined, 400, /locale/],
    ['brand extras: a submenu id that is not a number', 'GET', () => '/api/submenus/abc', undefined, 400, /id/],
    ['brand extras: metrics of an unknown app', 'GET', () => '/api/metrics?app=casino', undefined, 400, /app/],
    ['promotions: an unknown parameter', 'GET', () => '/api/promotions?sort=new', undefined, 400, /additional/],
    ['reference data: an unknown parameter', 'GET', () => '/xapi/rest/currencies?all=1', undefined, 400, /additional/],
    ['games: a mode that is neither demo nor real', 'GET', () => '/api/games/ROULETTE/play?mode=free', undefined, 400, /mode/],
    ['video streams: a stream id without its s', 'GET', () => '/api/video_streams/123', undefined, 400, /id/],
    [
      'video streams: a forged segment token',
      'GET',
      () => '/api/video_streams/s1/segments/0.ts?token=1.abc',
      undefined,
      400,
      /token/,
    ],
    ['sport backgrounds: a sport code in lower case', 'GET', () => '/api/sport_backgrounds/foot.svg', undefined, 400, /code/],
    ['client errors: an unknown phase', 'POST', () => '/api/client_errors', { phase: 'boot', message: 'x' }, 400, /phase/],
    ['client errors: an empty message', 'POST', () => '/api/client_errors', { phase: 'load', message: '' }, 400, /message/],
  ];

  for (const [family, method, url, payload, status, message] of cases) {
    it(`${family}: ${status} naming the field`, async () => {
      const answer = await send(method, url(), payload);
      assert.equal(answer.status, status, `${method} ${url()}: ${answer.message}`);
      assert.match(answer.message, message);
    });
  }

  it('chat: a body that is not the username as text answers 400 with a message; no session is still 401 first', async () => {
    const json = await send('POST', '/api/chat/token', { username: 'demo' });
    assert.equal(json.status, 400);
    assert.match(json.message, /body must be string/);
    const tooLong = await send('POST', '/api/chat/token', 'd'.repeat(201), { 'content-type': 'text/plain' });
    assert.equal(tooLong.status, 400);
    assert.match(tooLong.message, /body must NOT have more than 200 characters/);
    const empty = await send('POST', '/api/chat/token', '', { 'content-type': 'text/plain' });
    assert.equal(empty.status, 400);
    assert.match(empty.message, /username of the logged-in player/);
    const anonymous = await platform.app.inject({ method: 'POST', url: '/api/chat/token' });
    assert.equal(anonymous.statusCode, 401);
  });
});
