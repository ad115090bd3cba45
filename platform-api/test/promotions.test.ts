import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { PromotionsAnswer } from '@sportsbook/contracts';
import { startTestPlatform, type TestPlatform } from './harness';

describe('promotions, help and demo games', () => {
  let platform: TestPlatform;
  before(async () => {
    platform = await startTestPlatform();
  });
  after(async () => platform.close());

  const call: TestPlatform['call'] = (...args) => platform.call(...args);
  const login = async (username: string, password: string) =>
    (await call('POST', '/xapi/icore/players/login', { username, password })).body.alsToken as string;
  const titles = (answer: PromotionsAnswer) => answer.promotions.map((p) => `${p.section}:${p.title}`);

  it('shows a visitor the promotions for everyone and for visitors, VIP section included', async () => {
    const { status, body } = await call('GET', '/api/promotions?pub=classic');
    assert.equal(status, 200);
    assert.deepEqual(titles(body), ['promotions:Welcome bonus', 'promotions:Acca boost', 'vip:VIP levels']);
    const acca = body.promotions[1];
    assert.equal(acca.optInRequired, true);
    assert.equal(acca.optedIn, undefined, 'a visitor has no opt-in state');
    assert.deepEqual(acca.terms.length, 3);
    assert.equal(acca.image, '/api/promotions/2/image.svg');
  });

  it('shows a player the promotions of their audiences, the imported list by username', async () => {
    const demo = await login('demo', 'demo1234');
    assert.deepEqual(titles((await call('GET', '/api/promotions', undefined, demo)).body), [
      'promotions:Acca boost',
      'promotions:Weekend cash back',
      'vip:VIP levels',
    ]);
    // The VIP night's imported list names vip1: a player of that name sees it.
    await platform.db.query("UPDATE players SET username = 'vip1' WHERE username = 'rupiah'");
    const vip = await login('vip1', 'rupiah123');
    assert.ok(titles((await call('GET', '/api/promotions', undefined, vip)).body).includes('vip:VIP night'));
    assert.equal((await call('GET', '/api/promotions', undefined, 'not-a-token')).status, 401);
  });

  it('opts a player in once, and refuses what needs no opt-in, what they cannot see, and excluded players', async () => {
    const demo = await login('demo', 'demo1234');
    const first = await call('POST', '/api/promotions/2/opt_in', undefined, demo);
    assert.deepEqual(first.body, { promotionId: 2, optedIn: true });
    assert.deepEqual((await call('POST', '/api/promotions/2/opt_in', undefined, demo)).body, { promotionId: 2, optedIn: true });
    const shown = (await call('GET', '/api/promotions', undefined, demo)).body as PromotionsAnswer;
    assert.deepEqual(
      shown.promotions.filter((p) => p.optInRequired).map((p) => [p.id, p.optedIn]),
      [
        [2, true],
        [3, false],
      ],
    );
    const refusals: [string, number, RegExp][] = [
      ['/api/promotions/5/opt_in', 400, /needs no opt-in/],
      ['/api/promotions/6/opt_in', 404, /no promotion 6/],
      ['/api/promotions/99/opt_in', 404, /no promotion 99/],
      ['/api/promotions/abc/opt_in', 400, /params\/id|must be integer/],
    ];
    for (const [url, status, message] of refusals) {
      const refused = await call('POST', url, undefined, demo);
      assert.equal(refused.status, status, url);
      assert.match(refused.body.message, message);
    }
    assert.equal((await call('POST', '/api/promotions/2/opt_in')).status, 401);
    const nopromo = await login('nopromo', 'nopromo12');
    const excluded = await call('POST', '/api/promotions/2/opt_in', undefined, nopromo);
    assert.equal(excluded.status, 403);
    assert.equal(excluded.body.code, 'PROMOTIONS_EXCLUDED');
  });

  it('draws each promotion a banner, and answers an unknown one with 404', async () => {
    const image = await call('GET', '/api/promotions/2/image.svg');
    assert.equal(image.status, 200);
    assert.match(String(image.headers['content-type']), /^image\/svg\+xml/);
    assert.match(image.text, /<text[^>]*>Acca boost<\/text>/);
    assert.match(image.text, /<text[^>]*>PROMO<\/text>/);
    assert.equal((await call('GET', '/api/promotions/42/image.svg')).status, 404);
  });

  it('serves the brand’s help topics', async () => {
    const { body } = await call('GET', '/api/help?pub=nova');
    assert.ok(body.topics.length >= 4);
    assert.ok(body.topics.some((topic: { question: string }) => /break from betting/.test(topic.question)));
  });

  it('serves a demo game per kind that plays and settles in the page, and launches a player into real play', async () => {
    for (const [code, marker] of [
      ['kiron-racing', /data-kind="race"/],
      ['betradar-vfl', /data-kind="match"/],
      ['lotto-49', /data-kind="draw"/],
    ] as const) {
      const page = await call('GET', `/api/games/${code}/play?mode=demo`);
      assert.equal(page.status, 200, code);
      assert.match(page.text, marker);
      assert.match(page.text, /settled/);
      assert.match(String(page.headers['content-security-policy']), /default-src 'none'/);
    }
    const noDemo = await call('GET', '/api/games/parlaybay/play?mode=demo');
    assert.equal(noDemo.status, 403);
    assert.match(noDemo.body.message, /no demo mode/);
    assert.equal((await call('GET', '/api/games/nothing/play?mode=demo')).status, 404);
    assert.equal((await call('GET', '/api/games/kiron-racing/play?mode=free')).status, 400);

    const demo = await login('demo', 'demo1234');
    const launch = await call(
      'POST',
      '/franco/accounts/me/game-launch-url',
      { flashClient: false, gameCode: 'parlaybay', integrationChannelCode: 'web' },
      demo,
    );
    assert.equal(launch.body.url, '/api/games/parlaybay/play?mode=real&channel=web');
    assert.match((await call('GET', launch.body.url)).text, /Real play/);
    const unknown = await call(
      'POST',
      '/franco/accounts/me/game-launch-url',
      { flashClient: false, gameCode: 'nothing', integrationChannelCode: 'web' },
      demo,
    );
    assert.equal(unknown.status, 404);
  });

  it('gives a logged-in player a dst token that the dst-props page plays for, and that passes for nothing else', async () => {
    const both = await call('POST', '/xapi/icore/players/login', { username: 'demo', password: 'demo1234' });
    const dst: string = both.body.thirdPartyTokens.dst;
    const playerId = both.body.icore_player_id;
    assert.match(dst, new RegExp(`^${playerId}\\.\\d+\\.[\\w-]+$`));
    const device = await call('POST', '/franco/accounts/sessions', {
      username: 'demo',
      password: 'demo1234',
      device: { clientType: 'web', deviceId: 'dst-test', deviceType: 'browser' },
    });
    assert.match(device.body.thirdPartyTokens.dst, new RegExp(`^${playerId}\\.`), 'the device-session style carries it too');
    // Renewed with the session: the session check and a device session's refresh bring a fresh one.
    const checked = await call('GET', '/api/session', undefined, both.body.alsToken);
    assert.match(checked.body.thirdPartyTokens.dst, new RegExp(`^${playerId}\\.`));
    const refreshed = await call('POST', '/franco/accounts/me/sessions/refresh', {
      sessionId: device.body.sessionId,
      refreshToken: device.body.refreshToken,
    });
    assert.match(refreshed.body.thirdPartyTokens.dst, new RegExp(`^${playerId}\\.`));

    const page = await call('GET', `/api/games/dst-props/play?mode=real&operatorId=op-7&token=${encodeURIComponent(dst)}&l=en`);
    assert.equal(page.status, 200);
    assert.match(page.text, new RegExp(`Real play · op-7 player ${playerId}`));

    const forged = `${playerId}.${dst.split('.')[1]}.${'A'.repeat(43)}`;
    for (const [what, token, code, status, message] of [
      ['a forged signature', forged, 'dst-props', 403, /does not know this player token/],
      [
        'another player named in a real token',
        dst.replace(/^\d+/, String(Number(playerId) + 1)),
        'dst-props',
        403,
        /does not know/,
      ],
      ['a dst token on another provider', dst, 'kiron-racing', 403, /does not know/],
      ['the same numbers spelled otherwise', `0${dst}`, 'dst-props', 403, /does not know/],
      ['a part more', `${dst}.x`, 'dst-props', 403, /does not know/],
      // A session token is far longer than any provider's: refused before it is read.
      ['the session token itself', both.body.alsToken, 'dst-props', 400, /token/],
    ] as const) {
      const refused = await call('GET', `/api/games/${code}/play?mode=real&token=${encodeURIComponent(token)}`);
      assert.equal(refused.status, status, what);
      assert.match(refused.body.message, message, what);
    }
  });
});
