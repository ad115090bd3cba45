// The journeys that passed only on a retry, read from Playwright's JSON report: each is a race to fix.
import { existsSync, readFileSync } from 'node:fs';

/**
 * A test's outcome was flaky when Playwright says so, or when a try that did not pass (failed or timed
 * out) was followed by one that passed.
 */
function wasFlaky(test) {
  if (test.status === 'flaky') return true;
  const results = test.results ?? [];
  return (
    test.expectedStatus === 'passed' &&
    results.length > 1 &&
    results[results.length - 1].status === 'passed' &&
    results.some((result) => result.status !== 'passed' && result.status !== 'skipped')
  );
}

/** Titles ("file:line › describe › test") of the journeys whose outcome was flaky, from a JSON report. */
export function flakyJourneys(report) {
  const flaky = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some(wasFlaky)) flaky.push([`${spec.file}:${spec.line}`, ...titles, spec.title].join(' › '));
    }
    for (const child of suite.suites ?? [])
      walk(child, child.title && child.title !== child.file ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return flaky;
}

/**
 * The lines to print: the count on the heading line (a heading that ends in a colon reads as an empty list
 * when the titles follow on their own lines), then each title, and a warning if Playwright counted more.
 */
export function flakyReportLines(report) {
  const flaky = flakyJourneys(report);
  const counted = report.stats?.flaky;
  const lines = [`flaky journeys (passed only on a retry): ${flaky.length === 0 ? 'none' : flaky.length}`];
  for (const title of flaky) lines.push(`  ${title}`);
  if (typeof counted === 'number' && counted !== flaky.length)
    lines.push(`  Playwright counted ${counted} flaky; ${flaky.length} found in the report: read its "flaky" tests`);
  return lines;
}

/** Prints the flaky journeys of the report at `file`, or that there were none. */
export function printFlakyJourneys(file) {
  if (!existsSync(file)) return console.log('\nflaky journeys: no report was written');
  console.log(`\n${flakyReportLines(JSON.parse(readFileSync(file, 'utf8'))).join('\n')}`);
}
