import { chromium } from '@playwright/test';
import { serveAll } from '../tooling/serve/serveAll.mjs';
import { measureFirstView, resolvePagePath, sumByApp } from './lib/firstView.mjs';
import path from 'node:path';
const root = path.resolve(import.meta.dirname, '..');
const site = await serveAll({ root, apiEnv: { PGLITE_DATA_DIR: 'memory://' } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36' };
for (const p of ['/en/homepage', '/en/live', '/en/events/:slug']) {
  const ctx = await browser.newContext(PHONE); const page = await ctx.newPage();
  const m = await measureFirstView(page, site.url, await resolvePagePath(site.url, p));
  const rows = sumByApp(m.files);
  console.log(p, (rows.reduce((s, r) => s + r.jsWire, 0) / 1024).toFixed(3), rows.map((r) => `${r.app} ${r.jsWire}`).join(', '));
  if (process.argv[2] === 'files' && p === '/en/homepage') for (const f of m.files.filter((f) => f.type === 'js').sort((a, b) => b.transferred - a.transferred)) console.log('  ', f.transferred, f.url);
  await ctx.close();
}
await browser.close(); await site.stop(); process.exit(0);
