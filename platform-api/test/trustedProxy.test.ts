import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestPlatform, type TestPlatform } from './harness';

/** Issue 41 item 7: a client's address and country come from the deployment's own proxies, never from the client. */
describe('the address and country of a request', () => {
  let platform: TestPlatform;
  before(async () => {
    // The deployment's proxy is the shell's server at 10.0.0.2 (docker-compose names its own address the same way).
    platform = await startTestPlatform({ trustProxy: '10.0.0.2' });
  });
  after(async () => platform.close());

  const geo = async (remoteAddress: string, headers: Record<string, string>) => {
    const answer = await platform.app.inject({ method: 'GET', url: '/api/geo_data', remoteAddress, headers });
    return answer.json() as { countryCode: string; ip: string };
  };

  it("takes the browser's address and country from the proxy", async () => {
    assert.deepEqual(await geo('10.0.0.2', { 'x-forwarded-for': '203.0.113.9', 'x-geo-country': 'us' }), {
      countryCode: 'US',
      ip: '203.0.113.9',
    });
  });

  it('ignores the same headers from anyone else: a client chooses neither its address nor its country', async () => {
    assert.deepEqual(await geo('198.51.100.4', { 'x-forwarded-for': '203.0.113.9', 'x-geo-country': 'US' }), {
      countryCode: 'GB',
      ip: '198.51.100.4',
    });
    // Not even from the same machine, when the deployment's proxy is elsewhere.
    assert.equal((await geo('127.0.0.1', { 'x-geo-country': 'US' })).countryCode, 'GB');
  });

  it('counts login failures by the address the proxy names, so players behind it are not one', async () => {
    const fail = (address: string) =>
      platform.app.inject({
        method: 'POST',
        url: '/xapi/icore/players/login',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': address },
        payload: { username: 'demo', password: 'wrong-password' },
      });
    await fail('203.0.113.20');
    const [row] = await platform.db.query<{ subjects: string }>(
      "SELECT string_agg(subject, ',') AS subjects FROM login_failures WHERE subject = 'ip:203.0.113.20'",
    );
    assert.ok(row?.subjects, 'the failure is counted against the player address');
  });
});
