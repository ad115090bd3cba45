import { flakyJourneys, flakyReportLines } from './flakyJourneys.mjs';

const spec = (title, line, status) => ({ title, file: 'betslip.spec.ts', line, tests: [{ status }] });

/**
 * Trimmed from the JSON report of a CI run (Playwright 1.65, retries 2): the streaming journey timed out on its
 * first try and passed on the second; a drill in a describe passed first time.
 */
const ciReport = {
  config: { projects: [{ retries: 2 }] },
  suites: [
    {
      title: 'streaming.spec.ts',
      file: 'streaming.spec.ts',
      column: 0,
      line: 0,
      specs: [
        {
          title: 'a logged-in player watches a live esports event: the stream plays in the page',
          ok: true,
          tags: [],
          tests: [
            {
              timeout: 60000,
              annotations: [],
              expectedStatus: 'passed',
              projectId: '',
              projectName: '',
              results: [
                { workerIndex: 0, parallelIndex: 0, status: 'timedOut', duration: 60208, retry: 0, errors: [{}] },
                { workerIndex: 1, parallelIndex: 0, status: 'passed', duration: 6451, retry: 1, errors: [] },
              ],
              status: 'flaky',
            },
          ],
          id: 'eb8dbd7e6b4f7b40e877-6e53683bf720ab2e4c4f',
          file: 'streaming.spec.ts',
          line: 4,
          column: 1,
        },
      ],
    },
    {
      title: 'drills.spec.ts',
      file: 'drills.spec.ts',
      column: 0,
      line: 0,
      specs: [],
      suites: [
        {
          title: 'the platform API down',
          file: 'drills.spec.ts',
          line: 33,
          column: 6,
          specs: [
            {
              title: 'a login while the API is down shows the spec error',
              ok: true,
              tests: [
                {
                  expectedStatus: 'passed',
                  results: [{ status: 'passed', retry: 0 }],
                  status: 'expected',
                },
              ],
              file: 'drills.spec.ts',
              line: 67,
            },
          ],
        },
      ],
    },
  ],
  errors: [],
  stats: { startTime: '2026-11-24T06:21:04.314Z', duration: 805884.146, expected: 92, skipped: 0, unexpected: 0, flaky: 1 },
};

describe('flakyJourneys', () => {
  it('lists only the journeys that passed on a retry, with their file, line and describe titles', () => {
    const report = {
      suites: [
        {
          title: 'betslip.spec.ts',
          file: 'betslip.spec.ts',
          specs: [spec('places a single', 10, 'expected')],
          suites: [
            {
              title: 'prices',
              file: 'betslip.spec.ts',
              specs: [spec('a moved price', 20, 'flaky'), spec('a failed one', 30, 'unexpected')],
            },
          ],
        },
      ],
    };
    expect(flakyJourneys(report)).toEqual(['betslip.spec.ts:20 › prices › a moved price']);
  });

  it('finds none in a run where every journey passed first time', () => {
    expect(flakyJourneys({ suites: [{ title: 'a.spec.ts', file: 'a.spec.ts', specs: [spec('x', 1, 'expected')] }] })).toEqual([]);
  });

  it("finds the CI run's journey that timed out once and passed on its retry", () => {
    expect(flakyJourneys(ciReport)).toEqual([
      'streaming.spec.ts:4 › a logged-in player watches a live esports event: the stream plays in the page',
    ]);
  });

  it('counts a try that timed out before a pass as flaky even where the test carries no status', () => {
    const test = { ...ciReport.suites[0].specs[0].tests[0] };
    delete test.status;
    const report = { suites: [{ ...ciReport.suites[0], specs: [{ ...ciReport.suites[0].specs[0], tests: [test] }] }] };
    expect(flakyJourneys(report)).toHaveLength(1);
  });

  it('prints the count on the heading line, so a list of one does not read as empty, then each title', () => {
    expect(flakyReportLines(ciReport)).toEqual([
      'flaky journeys (passed only on a retry): 1',
      '  streaming.spec.ts:4 › a logged-in player watches a live esports event: the stream plays in the page',
    ]);
    expect(flakyReportLines({ suites: [], stats: { flaky: 0 } })).toEqual(['flaky journeys (passed only on a retry): none']);
  });

  it('says so when Playwright counted more flaky journeys than the report lists', () => {
    expect(flakyReportLines({ suites: [], stats: { flaky: 2 } })).toEqual([
      'flaky journeys (passed only on a retry): none',
      '  Playwright counted 2 flaky; 0 found in the report: read its "flaky" tests',
    ]);
  });
});
