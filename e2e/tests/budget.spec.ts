import { readFileSync } from 'node:fs';
import path from 'node:path';
import { KB, duplicatedSingletons, measureFirstView, sumByApp } from '../../bench/lib/firstView.mjs';
import { expect, loginDialog, REMOTE_ORIGINS, test } from './support';

/** The budgets of bench/budgets.json, measured as `node bench/bundles.mjs` measures them. */
const budgets = JSON.parse(readFileSync(path.join(__dirname, '../../bench/budgets.json'), 'utf8')) as {
  firstView: { path: string; goalTransferredJavaScriptKB: number; maxTransferredJavaScriptKB: number };
  singletons: string[];
};
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** Not on the phone's home page: loaded only when the player asks for them. */
const OUT_OF_SIGHT = ['account', 'mybets', 'jackpot'] as const;

test('the first view of the home page loads every shared singleton once', async ({ page, baseURL }) => {
  const { files, share } = await measureFirstView(page, baseURL!, budgets.firstView.path);
  await expect(page.locator('[data-mfe-fallback]')).toHaveCount(0);
  expect(duplicatedSingletons(budgets.singletons, files, share), 'shared singletons loaded more than once').toEqual([]);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the home page transfers its JavaScript within budget, asks nothing of remotes out of sight, and Login opens on the first tap', async ({
    page,
    baseURL,
  }) => {
    const { files, requested } = await measureFirstView(page, baseURL!, budgets.firstView.path);
    await expect(page.locator('[data-mfe-fallback]')).toHaveCount(0);
    const rows = sumByApp(files);
    const wireKB = rows.reduce((sum, row) => sum + row.jsWire, 0) / KB;
    const figures = rows.map((row) => `${row.app} ${(row.jsWire / KB).toFixed(1)} KB`).join(', ');
    const { goalTransferredJavaScriptKB: goal, maxTransferredJavaScriptKB: ceiling } = budgets.firstView;
    console.log(
      `phone first view of ${budgets.firstView.path}: ${wireKB.toFixed(1)} KB of JavaScript on the wire, goal ${goal} KB, ceiling ${ceiling} KB (${figures})`,
    );
    expect(wireKB, `JavaScript transferred: ${figures}`).toBeLessThanOrEqual(ceiling);
    expect(requested.filter((app) => (OUT_OF_SIGHT as readonly string[]).includes(app))).toEqual([]);

    const accountRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(REMOTE_ORIGINS.account)) accountRequests.push(request.url());
    });
    await page.getByRole('button', { name: 'Login' }).tap();
    await expect(loginDialog(page)).toBeVisible();
    expect(accountRequests.length, 'the account remote loads when the login is first asked for').toBeGreaterThan(0);
  });
});
