import { MARKET_TYPE, PERIOD_TYPE, type Market, type SportEvent } from '@sportsbook/contracts';

/** The sport views of spec 2 section 9: they decide which market an event row shows and how. */
export type SportView = 'default' | 'secondary' | 'golf' | 'cricket' | 'esports';

const VIEWS: Record<Exclude<SportView, 'default'>, readonly string[]> = {
  secondary: ['TENN', 'TABL', 'VOLL', 'BEVO', 'BADM', 'SQUA', 'BOWL', 'TEQB', 'SNOO', 'CSGO', 'PADL', 'LOLS'],
  golf: ['GOLF'],
  cricket: ['CRIC', 'VICR', 'ECRI'],
  esports: ['EFOT', 'EBSK'],
};

/** Default is FOOT, BASK, AMFB, BASE, KABA, HAND, DART, and any sport the spec does not name. */
export function sportViewOf(sportCode: string): SportView {
  for (const [view, codes] of Object.entries(VIEWS)) if (codes.includes(sportCode)) return view as SportView;
  return 'default';
}

/** A market an event list can show in its rows; the first of a sport's list is the one shown at first. */
export interface ListMarket {
  key: string;
  /** Translation key and English text of its chip. */
  label: [string, string];
  marketTypeIds: readonly number[];
  /** Restricts to one period (pre-match, live); full time when absent. */
  periodTypes?: { prematch: number; live: number };
  liveOnly?: boolean;
}

const FULL_TIME = [PERIOD_TYPE.fullTimePrematch, PERIOD_TYPE.fullTimeLive];

const MATCH: ListMarket = {
  key: 'match',
  label: ['events.market.match', 'Match'],
  marketTypeIds: [MARKET_TYPE.matchResult, MARKET_TYPE.matchWinner],
};
const WINNER: ListMarket = {
  key: 'winner',
  label: ['events.market.winner', 'Winner'],
  marketTypeIds: [MARKET_TYPE.matchWinner, MARKET_TYPE.matchResult],
};
const OUTRIGHT: ListMarket = {
  key: 'outright',
  label: ['events.market.outright', 'Outright'],
  marketTypeIds: [MARKET_TYPE.outrightWinner],
};

/** Spec 2 section 9: the first half's result (102 pre-match, 202 live). */
export const FIRST_HALF: ListMarket = {
  key: 'first-half',
  label: ['events.market.firstHalf', '1st half'],
  marketTypeIds: [MARKET_TYPE.matchResult],
  periodTypes: { prematch: PERIOD_TYPE.firstHalfPrematch, live: PERIOD_TYPE.firstHalfLive },
};

/** Spec 2 section 9: football's extra list markets and its first half. */
const FOOTBALL_EXTRAS: ListMarket[] = [
  FIRST_HALF,
  { key: 'double-chance', label: ['events.market.doubleChance', 'Double chance'], marketTypeIds: [MARKET_TYPE.doubleChance] },
  { key: 'btts', label: ['events.market.btts', 'Both teams to score'], marketTypeIds: [MARKET_TYPE.bothTeamsToScore] },
  { key: 'next-goal', label: ['events.market.nextGoal', 'Next goal'], marketTypeIds: [MARKET_TYPE.nextGoal], liveOnly: true },
];

/** The markets a list of the sport can show, for pre-match or live lists. */
export function listMarketsOf(sportCode: string, live: boolean): ListMarket[] {
  const view = sportViewOf(sportCode);
  if (view === 'golf') return [OUTRIGHT];
  if (view === 'secondary' || view === 'cricket') return [WINNER];
  if (sportCode === 'FOOT' || sportCode === 'EFOT') return [MATCH, ...FOOTBALL_EXTRAS.filter((m) => live || !m.liveOnly)];
  return [MATCH];
}

/** The events query parameters that bring a list market. */
export function listMarketParams(market: ListMarket, live: boolean): { marketTypeIds: number[]; periodTypeIds?: number[] } {
  const marketTypeIds = [...market.marketTypeIds];
  return market.periodTypes
    ? { marketTypeIds, periodTypeIds: [live ? market.periodTypes.live : market.periodTypes.prematch] }
    : { marketTypeIds };
}

const available = (market: Market) => market.status === 'open' || market.status === 'suspended';

/**
 * The market an event row shows: of the list market's types, in their order, the first available market of
 * its period (full time unless the list market names one); next-goal markets take the current instance.
 */
export function rowMarket(
  event: SportEvent,
  market: ListMarket = listMarketsOf(event.sportCode, Boolean(event.clock))[0],
): Market | undefined {
  const periods = market.periodTypes ? [market.periodTypes.prematch, market.periodTypes.live] : FULL_TIME;
  const candidates = (event.markets ?? []).filter(
    (m) => available(m) && periods.includes(m.period.periodType) && m.outcomes.some((o) => !o.hidden),
  );
  for (const type of market.marketTypeIds) {
    const ofType = candidates.filter((m) => m.marketTypeId === type).sort((a, b) => (b.instance ?? 0) - (a.instance ?? 0));
    if (ofType[0]) return ofType[0];
  }
  return undefined;
}

/** How many of an outright's runners a row shows; the rest are on the event page. */
export const OUTRIGHT_ROW_RUNNERS = 3;

/** The favourites of an outright market: its shortest prices first. */
export function favourites(market: Market, count = OUTRIGHT_ROW_RUNNERS) {
  return market.outcomes
    .filter((o) => !o.hidden)
    .sort((a, b) => a.consolidatedPrice.currentPrice.decimal - b.consolidatedPrice.currentPrice.decimal)
    .slice(0, count);
}

const BOTS = /\bbots?\b/i;

/**
 * The group heading of an event in a list: its league (the last event path), except that events under a
 * bots path are grouped together under that path (spec 2 section 9).
 */
export function listGroupOf(event: SportEvent): string {
  const bots = event.eventPaths.find((path) => BOTS.test(path.description));
  return bots?.description ?? event.eventPaths[event.eventPaths.length - 1]?.description ?? '';
}
