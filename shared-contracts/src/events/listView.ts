import { MARKET_TYPE, PERIOD_TYPE } from '../domain/marketTypes';
import type { PageView } from '../domain/player';

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

/** The market types of the number-line columns, and the full-time and first-half periods. */
export const LINE_TYPES: Record<'handicap' | 'totals', readonly number[]> = {
  handicap: [MARKET_TYPE.handicap],
  totals: [MARKET_TYPE.totalGoals, MARKET_TYPE.totalPoints],
};
export const FULL_TIME: readonly number[] = [PERIOD_TYPE.fullTimePrematch, PERIOD_TYPE.fullTimeLive];
export const FIRST_HALF_PERIODS: readonly number[] = [PERIOD_TYPE.firstHalfPrematch, PERIOD_TYPE.firstHalfLive];
/** The first half's column shows the first half's result. */
const FIRST_HALF_TYPES: readonly number[] = [MARKET_TYPE.matchResult];

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
      types = union(types, FIRST_HALF_TYPES);
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
