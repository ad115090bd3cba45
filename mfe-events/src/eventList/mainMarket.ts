import type { Market, SportEvent } from '@sportsbook/contracts';

/** The market an event row shows: the first open one of the lowest ordinal market type (1X2, match winner). */
export function mainMarket(event: SportEvent): Market | undefined {
  const markets = (event.markets ?? []).filter((market) => market.status === 'open' || market.status === 'suspended');
  return [...markets].sort((a, b) => (a.marketTypeInfo?.ordinalPosition ?? a.marketTypeId) - (b.marketTypeInfo?.ordinalPosition ?? b.marketTypeId))[0];
}

/** The league of an event is the last of its event paths (spec 2 section 3). */
export function leagueOf(event: SportEvent): string {
  return event.eventPaths[event.eventPaths.length - 1]?.description ?? '';
}
