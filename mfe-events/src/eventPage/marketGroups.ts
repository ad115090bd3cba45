import { NUMBER_LINE_MARKET_TYPES, type Market, type MarketGroup } from '@sportsbook/contracts';

/**
 * Markets grouped by market type and period, in the order the feed ranks them; number-line markets
 * (totals, handicaps) sorted by their line. Markets out of the lists are dropped: lts, closed, or with
 * every outcome hidden (spec 2 section 4). Suspended ones stay, shown as unavailable.
 */
export function marketGroups(markets: Market[]): MarketGroup[] {
  const groups = new Map<string, MarketGroup>();
  for (const market of markets) {
    if (market.status === 'lts' || market.status === 'closed' || market.outcomes.every((o) => o.hidden)) continue;
    const numberLine = NUMBER_LINE_MARKET_TYPES.includes(market.marketTypeId);
    const key = `${market.marketTypeId}|${market.period.periodType}|${numberLine ? '' : (market.instance ?? '')}`;
    const group = groups.get(key) ?? {
      id: key,
      marketTypeId: market.marketTypeId,
      periodId: market.period.periodType,
      description: numberLine ? market.description.replace(/\s+-?[\d.]+$/, '') : market.description,
      periodDescription: market.period.fullDescription,
      markets: [],
    };
    group.markets.push(market);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    if (NUMBER_LINE_MARKET_TYPES.includes(group.marketTypeId)) {
      group.markets.sort((a, b) => (a.outcomes[0]?.consolidatedPrice.currentPrice.spread ?? 0) - (b.outcomes[0]?.consolidatedPrice.currentPrice.spread ?? 0));
    }
  }
  return [...groups.values()];
}
