import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SPORTS } from '../src/catalogue/sports';
import { startTestPlatform } from './harness';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

describe('sport backgrounds of the scoreboards', () => {
  let platform: Platform;
  before(async () => {
    platform = await startTestPlatform();
  });
  after(async () => platform.close());

  const get = (url: string) => platform.app.inject({ method: 'GET', url });

  it('serves an SVG picture for every sport of the catalogue, cached publicly for a day', async () => {
    for (const { code } of SPORTS) {
      const response = await get(`/api/sport_backgrounds/${code}.svg`);
      assert.equal(response.statusCode, 200, code);
      assert.match(response.headers['content-type'] as string, /^image\/svg\+xml/);
      assert.equal(response.headers['cache-control'], 'public, max-age=86400');
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.match(response.body, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 400"[^>]*>.*<\/svg>$/s, code);
      assert.doesNotMatch(response.body, /<script|on\w+=/i, code);
    }
  });

  it('draws sports of a family alike and other families differently', async () => {
    const body = async (code: string) => (await get(`/api/sport_backgrounds/${code}.svg`)).body;
    assert.equal(await body('FOOT'), await body('EFOT'));
    assert.notEqual(await body('FOOT'), await body('TENN'));
    assert.notEqual(await body('BASK'), await body('HAND'));
  });

  it('refuses a malformed sport code with 400 and a message naming the field', async () => {
    for (const code of ['foot', 'FOOTBALL', 'FO1T', 'F.OT']) {
      const response = await get(`/api/sport_backgrounds/${code}.svg`);
      assert.equal(response.statusCode, 400, code);
      assert.match(response.json().message, /code must match pattern/);
    }
    assert.equal((await get('/api/sport_backgrounds/FOOT.svg?size=big')).statusCode, 400);
  });

  it('answers 404 for a sport the platform does not trade', async () => {
    const response = await get('/api/sport_backgrounds/ZZZZ.svg');
    assert.equal(response.statusCode, 404);
    assert.match(response.json().message, /unknown sport "ZZZZ"/);
    assert.equal((await get('/api/sport_backgrounds/BADM.svg')).statusCode, 404);
  });
});
