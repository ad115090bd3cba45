import { MARKET_TYPE, PERIOD_TYPE, type Market, type Outcome, type PageView, type SportEvent } from '@sportsbook/contracts';
import { FIRST_HALF, rowMarket, type ListMarket } from '../sports/sportView';

/**
 * A column of an event row: the list's own market ('main'), the main line of the handicap or of the totals,
 * or the first half's result.
 */
export type ViewColumn = 'main' | 'handicap' | 'totals' | 'first_half';

const COLUMNS: readonly ViewColumn[] = ['main', 'handicap', 'totals', 'first_half'];

/** The layout the lists follow: the player's, when the brand offers it; euro is always offered (spec 1 section 5). */
export function shownView(layout: PageView, offered: readonly PageView[]): PageView {
  return layout !== 'euro' && offered.includes(layout) ? layout : 'euro';
}

/**
 * The columns of a view's rows: euro the list's market alone; asian the handicap and the totals beside it;
 * thai what the brand configures (thai_view_markets), in its order, names it does not know left out and
 * the list's market when nothing is left.
 */
export function viewColumns(view: PageView, thaiMarkets: readonly string[]): ViewColumn[] {
  if (view === 'asian') return ['main', 'handicap', 'totals'];
  if (view === 'euro') return ['main'];
  const known = thaiMarkets.filter(
    (name, i): name is ViewColumn => COLUMNS.includes(name as ViewColumn) && thaiMarkets.indexOf(name) === i,
  );
  return known.length ? known : ['main'];
}

const LINE_TYPES: Record<'handicap' | 'totals', readonly number[]> = {
  handicap: [MARKET_TYPE.handicap],
  totals: [MARKET_TYPE.totalGoals, MARKET_TYPE.totalPoints],
};
const FULL_TIME: readonly number[] = [PERIOD_TYPE.fullTimePrematch, PERIOD_TYPE.fullTimeLive];
const FIRST_HALF_PERIODS: readonly number[] = [PERIOD_TYPE.firstHalfPrematch, PERIOD_TYPE.firstHalfLive];

const decimalOf = (outcome: Outcome | undefined) => outcome?.consolidatedPrice.currentPrice.decimal ?? Infinity;
const lineOf = (market: Market) => market.outcomes[0]?.consolidatedPrice.currentPrice.spread ?? 0;

/**
 * The main line of number-line markets, as an Asian board shows it: of the full-time two-way markets that
 * are open or suspended, the one whose two prices are closest together; on a tie the smaller line.
 */
export function mainLine(markets: readonly Market[], typeIds: readonly number[]): Market | undefined {
  const lines = markets.filter(
    (m) =>
      typeIds.includes(m.marketTypeId) &&
      FULL_TIME.includes(m.period.periodType) &&
      (m.status === 'open' || m.status === 'suspended') &&
      m.outcomes.filter((o) => !o.hidden).length === 2,
  );
  const gap = (m: Market) => Math.abs(decimalOf(m.outcomes[0]) - decimalOf(m.outcomes[1]));
  return [...lines].sort((a, b) => gap(a) - gap(b) || Math.abs(lineOf(a)) - Math.abs(lineOf(b)))[0];
}

/** The market a column of an event's row shows. */
export function columnMarket(event: SportEvent, column: ViewColumn, listMarket?: ListMarket): Market | undefined {
  if (column === 'main') return rowMarket(event, listMarket);
  if (column === 'first_half') return rowMarket(event, FIRST_HALF);
  return mainLine(event.markets ?? [], LINE_TYPES[column]);
}

/** The list query's market filter, widened to what the columns show. */
export interface MarketFilter {
  marketTypeIds?: number[];
  periodTypeIds?: number[];
}

const union = (a: readonly number[], b: readonly number[]) => [...new Set([...a, ...b])];

/**
 * A list query asking for the markets its columns need: their market types, and their periods where the
 * query names periods. A query without a market filter already brings every market; euro changes nothing.
 */
export function viewMarketParams<T extends MarketFilter>(params: T, columns: readonly ViewColumn[]): T {
  if (!params.marketTypeIds) return params;
  let types: number[] = params.marketTypeIds;
  let periods: number[] = [];
  for (const column of columns) {
    if (column === 'handicap' || column === 'totals') {
      types = union(types, LINE_TYPES[column]);
      periods = union(periods, FULL_TIME);
    } else if (column === 'first_half') {
      types = union(types, FIRST_HALF.marketTypeIds);
      periods = union(periods, FIRST_HALF_PERIODS);
    }
  }
  if (types.length === params.marketTypeIds.length) return params;
  return {
    ...params,
    marketTypeIds: types,
    ...(params.periodTypeIds ? { periodTypeIds: union(params.periodTypeIds, periods) } : {}),
  };
}

/**
 * A Thai board's line: no sign (the board marks the side that gives it) and a quarter line split into the two
 * half lines it stands for, 0.75 as '0.5/1'.
 */
export function thaiLine(line: number): string {
  const size = Math.abs(line);
  const quarter = Math.round((size % 0.5) * 100) === 25;
  return quarter ? `${size - 0.25}/${size + 0.25}` : String(size);
}

const signed = (line: number) => (line > 0 ? `+${line}` : String(line));

/** The translated words of a totals market's two sides. */
export interface TotalsWords {
  over: (line: string) => string;
  under: (line: string) => string;
}

/**
 * The short text over a line market's price. Handicap: asian gives each side its signed line (the market's
 * line is the first side's); thai puts the unsigned line on the side that gives it and nothing on the other.
 * Totals: Over (the first side) or Under and the line. Other markets keep their outcome's name.
 */
export function lineLabel(view: PageView, column: ViewColumn, market: Market, outcome: Outcome, words: TotalsWords): string {
  const line = lineOf(market);
  const first = market.outcomes[0]?.id === outcome.id;
  if (column === 'handicap') {
    const own = first ? line : -line;
    if (view !== 'thai') return signed(own);
    return own < 0 || (own === 0 && first) ? thaiLine(own) : '';
  }
  if (column === 'totals') {
    const shown = view === 'thai' ? thaiLine(line) : String(line);
    return first ? words.over(shown) : words.under(shown);
  }
  return outcome.description;
}
