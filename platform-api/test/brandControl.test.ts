import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestPlatform } from './harness';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

describe("a brand's settings changed as its operator would, for the drills", () => {
  let platform: Platform;
  before(async () => {
    process.env.SIM_CONTROL = '1';
    platform = await startTestPlatform();
  });
  after(async () => {
    delete process.env.SIM_CONTROL;
    await platform.close();
  });

  const patch = (url: string, payload: unknown) => platform.app.inject({ method: 'PATCH', url, payload: payload as object });
  const settings = async () =>
    (await platform.app.inject({ method: 'GET', url: '/api/all_cached_settings?cached=true&pub=nova' })).json();

  it('merges the change over the channel settings: the next settings answer carries it, the rest stays', async () => {
    const before = await settings();
    const answer = await patch('/_sim/brands/nova/settings', { web: { footer_html: '<b>Operator</b>' } });
    assert.equal(answer.statusCode, 200);
    const after = await settings();
    assert.equal(after.web.footer_html, '<b>Operator</b>');
    assert.equal(
      after.mobile.footer_html,
      '<b>Operator</b>',
      'the mobile channel inherits the web settings it does not override',
    );
    assert.deepEqual(after.web.locales, before.web.locales);
  });

  it('answers 404 for an unknown brand and 400 for a body that is not per-channel settings, changing nothing', async () => {
    assert.equal((await patch('/_sim/brands/nobrand/settings', { web: {} })).statusCode, 404);
    const bad = await patch('/_sim/brands/nova/settings', { footer_html: 'x' });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /footer_html|additional/i);
    assert.notEqual((await settings()).web.footer_html, 'x');
  });
});

describe("a brand's settings kept ready, and dropped when its operator changes them", () => {
  let platform: Platform;
  before(async () => {
    process.env.SIM_CONTROL = '1';
    // A minute: only the change itself can make the next answer fresh.
    platform = await startTestPlatform({ readCacheMs: 60_000 });
  });
  after(async () => {
    delete process.env.SIM_CONTROL;
    await platform.close();
  });

  const settings = (brand: string) =>
    platform.app.inject({ method: 'GET', url: '/api/all_cached_settings?cached=true', headers: { brand } });

  it("answers the next read of the changed brand fresh, and leaves the other brands' answers kept", async () => {
    const nova = await settings('nova');
    const classic = await settings('classic');
    await platform.db.query(`UPDATE brands SET settings_web = settings_web || '{"footer_html":"behind"}'::jsonb`);
    assert.deepEqual((await settings('nova')).json(), nova.json(), 'kept: the database was changed behind its back');
    const answer = await platform.app.inject({
      method: 'PATCH',
      url: '/_sim/brands/nova/settings',
      payload: { web: { footer_html: '<b>Operator</b>' } },
    });
    assert.equal(answer.statusCode, 200);
    assert.equal((await settings('nova')).json().web.footer_html, '<b>Operator</b>');
    assert.deepEqual((await settings('classic')).json(), classic.json(), "another brand's answer is still the kept one");
  });
});
