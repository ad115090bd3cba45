import {
  NUMBER_LINE_MARKET_TYPES,
  PLAYER_PROP_GROUP,
  PLAYER_PROP_GROUPS,
  type Market,
  type MarketGroup,
  type PlayerPropGroup,
} from '@sportsbook/contracts';

const PROP_TITLES: Record<PlayerPropGroup, string> = {
  goals: 'Player Goals',
  shots: 'Player Shots',
  assists: 'Player Assists',
  bookings: 'Player Bookings',
  other: 'Player Other',
};

const propGroupOf = (market: Market): PlayerPropGroup | undefined =>
  market.playerName ? (PLAYER_PROP_GROUP[market.marketTypeId] ?? 'other') : undefined;

/**
 * Markets grouped by market type and period, in the order the feed ranks them; number-line markets
 * (totals, handicaps) sorted by their line; player props grouped by statistic (goals, shots, assists,
 * bookings, other) after the rest. Markets out of the lists are dropped: lts, closed, or with every
 * outcome hidden (spec 2 section 4). Suspended ones stay, shown as unavailable.
 */
/**
 * A number-line market's name without its line ("Total Goals 2.5" is "Total Goals"): the platform writes the
 * line as the page's language does ("Tore gesamt 2,5", "Totalt antal mål −1,5").
 */
const withoutLine = (description: string) => description.replace(/\s+[-+\u2212]?\d+(?:[.,]\d+)?$/, '');

export function marketGroups(markets: Market[]): MarketGroup[] {
  const groups = new Map<string, MarketGroup>();
  for (const market of markets) {
    if (market.status === 'lts' || market.status === 'closed' || market.outcomes.every((o) => o.hidden)) continue;
    const numberLine = NUMBER_LINE_MARKET_TYPES.includes(market.marketTypeId);
    const prop = propGroupOf(market);
    const key = prop
      ? `props|${prop}|${market.period.periodType}`
      : `${market.marketTypeId}|${market.period.periodType}|${numberLine ? '' : (market.instance ?? '')}`;
    const group = groups.get(key) ?? {
      id: key,
      marketTypeId: market.marketTypeId,
      periodId: market.period.periodType,
      description: prop ? PROP_TITLES[prop] : numberLine ? withoutLine(market.description) : market.description,
      periodDescription: market.period.fullDescription,
      markets: [],
    };
    group.markets.push(market);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    if (NUMBER_LINE_MARKET_TYPES.includes(group.marketTypeId)) {
      group.markets.sort(
        (a, b) =>
          (a.outcomes[0]?.consolidatedPrice.currentPrice.spread ?? 0) -
          (b.outcomes[0]?.consolidatedPrice.currentPrice.spread ?? 0),
      );
    }
  }
  const propRank = (group: MarketGroup) =>
    group.id.startsWith('props|') ? 1 + PLAYER_PROP_GROUPS.indexOf(group.id.split('|')[1] as PlayerPropGroup) : 0;
  // A stable sort: the other groups keep the feed's order ahead of the props.
  return [...groups.values()].sort((a, b) => propRank(a) - propRank(b));
}
