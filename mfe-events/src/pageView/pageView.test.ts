import type { Market, PageView } from '@sportsbook/contracts';
import { sampleEvent, sampleMarket } from '../testing/sampleEvents';
import { columnMarket, lineLabel, mainLine, shownView, thaiLine, viewColumns, viewMarketParams } from './pageView';

/** A two-way line market: `line` is the first side's, the prices the two sides'. */
function lineMarket(
  id: number,
  marketTypeId: number,
  line: number,
  prices: [number, number],
  extra: Partial<Market> = {},
): Market {
  return sampleMarket(1, {
    id,
    marketTypeId,
    description: marketTypeId === 11 ? 'Handicap' : `Total ${line}`,
    outcomes: prices.map((decimal, i) => ({
      id: id * 10 + i,
      description: marketTypeId === 11 ? `${['Home', 'Away'][i]} ${i ? -line : line}` : `${['Over', 'Under'][i]} ${line}`,
      ordinalPosition: i + 1,
      hidden: false,
      consolidatedPrice: { currentPrice: { id: id * 10 + i, decimal, spread: line } },
    })),
    ...extra,
  });
}

const words = { over: (line: string) => `Over ${line}`, under: (line: string) => `Under ${line}` };

describe('the layout the lists follow', () => {
  it.each<[PageView, PageView[], PageView]>([
    ['asian', ['asian', 'euro', 'thai'], 'asian'],
    ['thai', ['asian', 'euro', 'thai'], 'thai'],
    ['thai', ['asian', 'euro'], 'euro'],
    ['asian', ['euro'], 'euro'],
    ['euro', [], 'euro'],
  ])('%s with %j offered shows %s', (layout, offered, shown) => {
    expect(shownView(layout, offered)).toBe(shown);
  });

  it.each<[PageView, string[], string[]]>([
    ['euro', ['handicap'], ['main']],
    ['asian', [], ['main', 'handicap', 'totals']],
    ['thai', ['handicap', 'totals', 'first_half'], ['handicap', 'totals', 'first_half']],
    ['thai', ['totals', 'main'], ['totals', 'main']],
    ['thai', ['corners', 'handicap', 'handicap'], ['handicap']],
    ['thai', [], ['main']],
  ])("%s with the brand's thai markets %j has the columns %j", (view, thai, columns) => {
    expect(viewColumns(view, thai)).toEqual(columns);
  });
});

describe('the main line', () => {
  const lines = [
    lineMarket(1, 10, 1.5, [1.3, 3.4]),
    lineMarket(2, 10, 2.5, [1.95, 1.87]),
    lineMarket(3, 10, 3.5, [3.1, 1.36]),
    lineMarket(4, 11, -1.5, [2.6, 1.5]),
  ];

  it('is the line whose two prices are closest: 2.5 (gap 0.08) before 1.5 (2.1) and 3.5 (1.74)', () => {
    expect(mainLine(lines, [10, 20])?.id).toBe(2);
    expect(mainLine(lines, [11])?.id).toBe(4);
  });

  it('takes the smaller line on a tie, and leaves out closed, first-half and hidden-sided markets', () => {
    const tie = [lineMarket(5, 20, 160.5, [1.9, 1.9]), lineMarket(6, 20, 158.5, [1.9, 1.9])];
    expect(mainLine(tie, [20])?.id).toBe(6);
    const left = [
      lineMarket(7, 10, 2.5, [1.9, 1.9], { status: 'closed' }),
      lineMarket(8, 10, 2.5, [1.9, 1.9], {
        period: { periodType: 102, sequence: 1, fullAbbreviation: '1H', fullDescription: 'First Half', inRunning: false },
      }),
    ];
    expect(mainLine(left, [10])).toBeUndefined();
  });

  it('fills each column of a row from the event: the list market, the lines, the first half', () => {
    const firstHalf = sampleMarket(1, {
      id: 99,
      period: { periodType: 102, sequence: 1, fullAbbreviation: '1H', fullDescription: 'First Half', inRunning: false },
    });
    const event = sampleEvent(1, { markets: [sampleMarket(1), ...lines, firstHalf] });
    expect(columnMarket(event, 'main')?.id).toBe(10);
    expect(columnMarket(event, 'handicap')?.id).toBe(4);
    expect(columnMarket(event, 'totals')?.id).toBe(2);
    expect(columnMarket(event, 'first_half')?.id).toBe(99);
    expect(columnMarket(sampleEvent(2), 'handicap')).toBeUndefined();
  });
});

describe('the list query of a view', () => {
  it('leaves euro and unfiltered queries as they are', () => {
    const params = { live: false, marketTypeIds: [1, 2] };
    expect(viewMarketParams(params, ['main'])).toBe(params);
    const all: { live: boolean; marketTypeIds?: number[] } = { live: true };
    expect(viewMarketParams(all, ['main', 'handicap'])).toBe(all);
  });

  it('adds the handicap and totals types for asian, and full time to a query of one period', () => {
    expect(viewMarketParams({ marketTypeIds: [1, 2] }, ['main', 'handicap', 'totals'])).toEqual({
      marketTypeIds: [1, 2, 11, 10, 20],
    });
    expect(viewMarketParams({ marketTypeIds: [1], periodTypeIds: [102] }, ['main', 'handicap', 'totals'])).toEqual({
      marketTypeIds: [1, 11, 10, 20],
      periodTypeIds: [102, 100, 200],
    });
  });

  it("adds the first half's periods for a thai first-half column", () => {
    expect(viewMarketParams({ marketTypeIds: [605], periodTypeIds: [100] }, ['handicap', 'first_half'])).toEqual({
      marketTypeIds: [605, 11, 1],
      periodTypeIds: [100, 200, 102, 202],
    });
  });
});

describe('line labels', () => {
  it.each<[number, string]>([
    [0, '0'],
    [-0.25, '0/0.5'],
    [0.5, '0.5'],
    [-0.75, '0.5/1'],
    [1, '1'],
    [1.25, '1/1.5'],
    [-1.5, '1.5'],
    [2.75, '2.5/3'],
  ])("a Thai board writes the line %d as '%s'", (line, text) => {
    expect(thaiLine(line)).toBe(text);
  });

  const handicap = lineMarket(4, 11, -1.5, [2.6, 1.5]);
  const totals = lineMarket(3, 10, 2.75, [1.9, 1.9]);

  it.each<[PageView, 'handicap' | 'totals', number, string, Market]>([
    ['asian', 'handicap', 0, '-1.5', handicap],
    ['asian', 'handicap', 1, '+1.5', handicap],
    ['thai', 'handicap', 0, '1.5', handicap],
    ['thai', 'handicap', 1, '', handicap],
    ['thai', 'handicap', 1, '0.5/1', lineMarket(5, 11, 0.75, [1.8, 2])],
    ['thai', 'handicap', 0, '', lineMarket(5, 11, 0.75, [1.8, 2])],
    ['asian', 'totals', 0, 'Over 2.75', totals],
    ['asian', 'totals', 1, 'Under 2.75', totals],
    ['thai', 'totals', 0, 'Over 2.5/3', totals],
  ])('%s %s, side %d: "%s"', (view, column, side, text, market) => {
    expect(lineLabel(view, column, market, market.outcomes[side], words)).toBe(text);
  });

  it("keeps the outcome's name on other markets", () => {
    const market = sampleMarket(1);
    expect(lineLabel('asian', 'main', market, market.outcomes[1], words)).toBe('Draw');
  });
});
