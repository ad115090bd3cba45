import { expect, test } from '@playwright/test';
import { expectAllMounted, REMOTE_NAMES } from './support';

const PORTS = { header: 3001, menu: 3002, events: 3003, betslip: 3004, mybets: 3005, jackpot: 3006, account: 3007 };

test('the home page composes all seven remotes, each from its own origin', async ({ page }) => {
  const scriptOrigins = new Set<string>();
  page.on('response', (response) => {
    if (response.url().endsWith('remoteEntry.js')) scriptOrigins.add(new URL(response.url()).origin);
  });
  await page.goto('/en/homepage');
  await expectAllMounted(page);
  await expect(page.locator('[data-mfe-fallback]')).toHaveCount(0);
  for (const name of REMOTE_NAMES) expect(scriptOrigins).toContain(`http://localhost:${PORTS[name]}`);
});

test('every remote serves its manifest from its own port with CORS and no-cache', async ({ request }) => {
  for (const [name, port] of Object.entries(PORTS)) {
    const response = await request.get(`http://localhost:${port}/mf-manifest.json`, {
      headers: { Origin: 'http://localhost:3000' },
    });
    expect(response.status(), name).toBe(200);
    expect(response.headers()['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect((await response.json()).name).toBe(`sportsbook_${name}`);
  }
});

test('React and React DOM are loaded once for the whole page', async ({ page }) => {
  const reactChunks: string[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (/react-dom_(index|client)|react_index_js|node_modules_react_index/.test(url)) reactChunks.push(url);
  });
  await page.goto('/en/homepage');
  await expectAllMounted(page);
  const share = await page.evaluate(() => {
    const federation = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>>;
        };
      }
    ).__FEDERATION__;
    const loaded: Record<string, string[]> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        if (!['react', 'react-dom'].includes(pkg)) continue;
        for (const [version, shared] of Object.entries(versions))
          if (shared.loaded) (loaded[pkg] ??= []).push(`${version}@${shared.from}`);
      }
    }
    return loaded;
  });
  expect(new Set(share.react).size).toBe(1);
  expect(new Set(share['react-dom']).size).toBe(1);
  const origins = new Set(reactChunks.filter((u) => /react-dom_index|react-dom_client/.test(u)).map((u) => new URL(u).origin));
  expect([...origins]).toEqual(['http://localhost:3000']);
});
