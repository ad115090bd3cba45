import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_SETTINGS } from '@sportsbook/contracts';
import { startTestPlatform } from './harness';
import { migrate } from '../src/db/migrate';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

describe('start-up endpoints of the shell', () => {
  let platform: Platform;
  before(async () => {
    platform = await startTestPlatform();
  });
  after(async () => platform.close());

  const get = (url: string, headers: Record<string, string> = {}) => platform.app.inject({ method: 'GET', url, headers });

  it('answers settings per channel with every flag of the spec, brand values over defaults', async () => {
    const response = await get('/api/all_cached_settings?cached=true&pub=nova&mc=web');
    assert.equal(response.statusCode, 200);
    const body = response.json();
    for (const key of Object.keys(DEFAULT_SETTINGS)) assert.ok(key in body.web, `web settings lack ${key}`);
    assert.equal(body.web.enable_rebranding, true);
    assert.deepEqual(body.web.odds_types, ['euro', 'hk', 'malay', 'indo']);
    assert.equal(body.mobile.channel, 'mobile');
    assert.equal(body.web.max_bets_on_betslip, 15);
    // Nova defines its Thai board; the phone channel takes it from the web's.
    assert.deepEqual(body.web.thai_view_markets, ['handicap', 'totals', 'first_half']);
    assert.deepEqual(body.mobile.thai_view_markets, ['handicap', 'totals', 'first_half']);
    // The risk-group modal is the one regional variant's, Nova's phone site: off on its web site.
    assert.equal(body.mobile.show_risk_group_modal, true);
    assert.equal(body.web.show_risk_group_modal, false);
  });

  it('serves the three seeded brands differently and the classic one by default', async () => {
    const classic = (await get('/api/all_cached_settings')).json().web;
    const savanna = (await get('/api/all_cached_settings?pub=savanna')).json().web;
    assert.equal(classic.enable_rebranding, false);
    assert.equal(classic.show_risk_group_modal, false);
    assert.equal(savanna.show_risk_group_modal, false);
    assert.equal(savanna.clem_external_header_enabled, true);
    assert.equal(savanna.african_betslip, true);
    assert.equal(savanna.enable_retail_codes, true);
  });

  it('refuses bad input with 400 and a message naming the field, and unknown brands with 404', async () => {
    const badCurrency = await get('/api/all_cached_settings?c=1');
    assert.equal(badCurrency.statusCode, 400);
    assert.match(badCurrency.json().message, /c must match pattern/);
    const unknownParam = await get('/api/all_cached_settings?nope=1');
    assert.equal(unknownParam.statusCode, 400);
    const badBrand = await get('/api/all_cached_settings', { brand: '../etc' });
    assert.equal(badBrand.statusCode, 400);
    const unknownBrand = await get('/api/all_cached_settings?pub=ghost');
    assert.equal(unknownBrand.statusCode, 404);
    assert.match(unknownBrand.json().message, /unknown brand "ghost"/);
  });

  it('lists about 25 languages with id, name, locale and external_locale, filtered by brand', async () => {
    const all = (await get('/api/languages')).json();
    assert.ok(all.length >= 25, `only ${all.length} languages`);
    assert.deepEqual(Object.keys(all[0]).sort(), ['external_locale', 'id', 'locale', 'name']);
    const nova = (await get('/api/languages?pub=nova')).json();
    assert.deepEqual(nova.map((l: { locale: string }) => l.locale).sort(), ['en', 'id', 'ja', 'ko', 'th', 'vi', 'zh']);
  });

  it("serves an operator's translation overrides by translationsId, flat, and none for a brand without a set", async () => {
    // The texts themselves are the remotes' own: the platform answers only what a set overrides.
    assert.deepEqual((await get('/api/translations/de?translationsId=classic-offers')).json(), {
      'menu.promotions': 'Angebote',
    });
    assert.deepEqual((await get('/api/translations/en?translationsId=classic-offers')).json(), { 'menu.promotions': 'Offers' });
    assert.deepEqual((await get('/api/translations/fr?translationsId=classic-offers')).json(), {});
    const brandsOwn = await get('/api/translations/de');
    assert.deepEqual(brandsOwn.json(), {});
    assert.equal(brandsOwn.headers.vary, 'brand');
    // A brand's own set is named after the brand and follows its header.
    const db = await platform.openPeer();
    try {
      await db.query(
        `INSERT INTO translation_overrides (translations_id, locale, key, text) VALUES ('nova', 'de', 'betslip.title', 'Nova-Schein')
         ON CONFLICT DO NOTHING`,
      );
    } finally {
      await platform.closePeer(db);
    }
    assert.deepEqual((await get('/api/translations/de', { brand: 'nova' })).json(), { 'betslip.title': 'Nova-Schein' });
    assert.deepEqual((await get('/api/translations/de', { brand: 'classic' })).json(), {});
    assert.equal((await get('/api/translations/xx')).statusCode, 404);
    assert.equal((await get('/api/translations/english')).statusCode, 400);
    const badSet = await get('/api/translations/de?translationsId=%3Cscript%3E');
    assert.equal(badSet.statusCode, 400);
    assert.match(badSet.json().message, /translationsId/);
  });

  it('answers the menu tabs with the main and bottom_menu sections', async () => {
    const tabs = (await get('/api/tabs')).json();
    assert.deepEqual(
      tabs.map((t: { section_name: string }) => t.section_name),
      ['main', 'bottom_menu'],
    );
    // The operator may list more than the bar's five: the client keeps the first five active ones.
    const functions = tabs[1].submenu_items.map((item: { function: string }) => item.function);
    assert.ok(functions.length > 5);
    assert.ok(functions.every((f: string) => ['open_menu', 'open_my_bets', 'regular_url'].includes(f)));
  });

  it('collects client errors, refusing malformed reports with 400', async () => {
    const accepted = await platform.app.inject({
      method: 'POST',
      url: '/api/client_errors',
      payload: { remote: 'betslip', phase: 'load', message: 'manifest 404', url: 'http://localhost:3000/en/homepage' },
    });
    assert.equal(accepted.statusCode, 204);
    const refused = await platform.app.inject({
      method: 'POST',
      url: '/api/client_errors',
      payload: { phase: 'nonsense', message: '' },
    });
    assert.equal(refused.statusCode, 400);
    const notJson = await platform.app.inject({
      method: 'POST',
      url: '/api/client_errors',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(notJson.statusCode, 400);
    // A betslip request the platform failed is logged with the reference its toast shows (spec 2 section 8).
    const failedRequest = await platform.app.inject({
      method: 'POST',
      url: '/api/client_errors',
      payload: { remote: 'betslip', phase: 'request', message: 'betslip request 0f1e-ref failed (500): ApiError' },
    });
    assert.equal(failedRequest.statusCode, 204);
    // Only the operator reads them (test/openWrites.test.ts holds the key's rules).
    const setting = process.env.OPERATOR_KEY;
    process.env.OPERATOR_KEY = 'startup-operator';
    const stored = (await get('/api/client_errors', { 'x-operator-key': 'startup-operator' })).json();
    if (setting === undefined) delete process.env.OPERATOR_KEY;
    else process.env.OPERATOR_KEY = setting;
    assert.deepEqual(
      stored.map((r: { remote: string; phase: string; message: string }) => [r.remote, r.phase, r.message]),
      [
        ['betslip', 'request', 'betslip request 0f1e-ref failed (500): ApiError'],
        ['betslip', 'load', 'manifest 404'],
      ],
    );
  });

  it('answers 404 with a message for an unknown route', async () => {
    const response = await get('/xapi/rest/nothing-here');
    assert.equal(response.statusCode, 404);
    assert.match(response.json().message, /no route GET \/xapi\/rest\/nothing-here/);
  });

  it('applies migrations once: a second run applies nothing', async () => {
    assert.deepEqual(await migrate(platform.db), []);
  });

  it('delivers LISTEN/NOTIFY on the database it runs on', async () => {
    const received: string[] = [];
    const stop = await platform.db.listen('sportsbook_test', (payload) => received.push(payload));
    await platform.db.notify('sportsbook_test', 'hello');
    for (let i = 0; i < 50 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await stop();
    assert.deepEqual(received, ['hello']);
  });
});
