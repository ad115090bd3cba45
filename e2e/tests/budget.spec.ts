import { readFileSync } from 'node:fs';
import path from 'node:path';
import { KB, duplicatedSingletons, measureFirstView, sumByApp } from '../../bench/lib/firstView.mjs';
import { expect, test } from './support';

/** The budgets of bench/budgets.json, measured as `node bench/bundles.mjs` measures them. */
const budgets = JSON.parse(readFileSync(path.join(__dirname, '../../bench/budgets.json'), 'utf8')) as {
  firstView: { path: string; maxGzipJavaScriptKB: number; regressionCeilingGzipJavaScriptKB: number };
  singletons: string[];
};

test('the first view of the home page stays within its JavaScript budget and loads every shared singleton once', async ({ page, baseURL }) => {
  const { files, share } = await measureFirstView(page, baseURL!, budgets.firstView.path);
  await expect(page.locator('[data-mfe-fallback]')).toHaveCount(0);
  expect(duplicatedSingletons(budgets.singletons, files, share), 'shared singletons loaded more than once').toEqual([]);

  const rows = sumByApp(files);
  const totalKB = rows.reduce((sum, row) => sum + row.jsGzip, 0) / KB;
  const figures = rows.map((row) => `${row.app} ${(row.jsGzip / KB).toFixed(1)} KB`).join(', ');
  const { maxGzipJavaScriptKB: goal, regressionCeilingGzipJavaScriptKB: ceiling } = budgets.firstView;
  // The 200 KB goal is out of reach of this architecture (bench/README.md says why): the journey holds the line at the ceiling.
  console.log(`first view of ${budgets.firstView.path}: ${totalKB.toFixed(1)} KB of gzipped JavaScript, goal ${goal} KB, ceiling ${ceiling} KB (${figures})`);
  expect(
    totalKB,
    `first view of ${budgets.firstView.path} loads ${totalKB.toFixed(1)} KB of gzipped JavaScript, over the regression ceiling of ${ceiling} KB (bench/budgets.json): ${figures}`,
  ).toBeLessThanOrEqual(ceiling);
});
