// The journeys that passed only on a retry, read from Playwright's JSON report: each is a race to fix.
import { existsSync, readFileSync } from 'node:fs';

/** Titles ("file:line › describe › test") of the journeys whose outcome was flaky, from a JSON report. */
export function flakyJourneys(report) {
  const flaky = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === 'flaky'))
        flaky.push([`${spec.file}:${spec.line}`, ...titles, spec.title].join(' › '));
    }
    for (const child of suite.suites ?? [])
      walk(child, child.title && child.title !== child.file ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return flaky;
}

/** Prints the flaky journeys of the report at `file`, or that there were none. */
export function printFlakyJourneys(file) {
  if (!existsSync(file)) return console.log('\nflaky journeys: no report was written');
  const flaky = flakyJourneys(JSON.parse(readFileSync(file, 'utf8')));
  console.log(`\nflaky journeys (passed only on a retry): ${flaky.length === 0 ? 'none' : ''}`);
  for (const title of flaky) console.log(`  ${title}`);
}
