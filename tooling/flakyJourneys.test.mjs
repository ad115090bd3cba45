import { flakyJourneys } from './flakyJourneys.mjs';

const spec = (title, line, status) => ({ title, file: 'betslip.spec.ts', line, tests: [{ status }] });

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
});
