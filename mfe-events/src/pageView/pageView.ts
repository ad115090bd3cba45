import {
  FULL_TIME,
  LINE_TYPES,
  type Market,
  type Outcome,
  type PageView,
  type SportEvent,
  type ViewColumn,
} from '@sportsbook/contracts';
import { FIRST_HALF, rowMarket, type ListMarket } from '../sportView';

// The layout's columns and the markets a list asks for are the contracts', so the shell starts the first
// view's request with the very query this remote sends.
export { shownView, viewColumns, viewMarketParams, type MarketFilter, type ViewColumn } from '@sportsbook/contracts';

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
