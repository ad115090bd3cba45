import { failedCall, fieldOf, MARKET_TYPE, type BetBuilderRefusal, type Market } from '@sportsbook/contracts';

/**
 * The markets a bet builder offers: the full-time markets the platform's joint model prices (result,
 * double chance, both teams to score, totals, handicaps, winners, a set's winner, a player to score). The
 * platform refuses any other with its reason; not offering them keeps the player from a tap that fails.
 */
const BUILDER_TYPES: readonly number[] = [
  MARKET_TYPE.matchResult,
  MARKET_TYPE.matchWinner,
  MARKET_TYPE.doubleChance,
  MARKET_TYPE.bothTeamsToScore,
  MARKET_TYPE.totalGoals,
  MARKET_TYPE.totalPoints,
  MARKET_TYPE.handicap,
  MARKET_TYPE.setWinner,
  MARKET_TYPE.playerToScore,
];

const FULL_TIME = [100, 200];

export const builderMarkets = (markets: Market[]) =>
  markets.filter(
    (m) =>
      BUILDER_TYPES.includes(m.marketTypeId) &&
      (FULL_TIME.includes(m.period.periodType) || m.marketTypeId === MARKET_TYPE.setWinner) &&
      m.status === 'open',
  );

/** A pick toggled: one outcome a market, so a second tap in a market moves the pick. */
export function togglePick(picks: number[], outcomeId: number, market: Market): number[] {
  if (picks.includes(outcomeId)) return picks.filter((id) => id !== outcomeId);
  const others = market.outcomes.map((o) => o.id);
  return [...picks.filter((id) => !others.includes(id)), outcomeId];
}

export const REFUSAL_CODES = [
  'BUILDER_DUPLICATE',
  'BUILDER_LEG_COUNT',
  'BUILDER_UNKNOWN_SELECTION',
  'BUILDER_OTHER_EVENT',
  'BUILDER_NOT_OFFERED',
  'BUILDER_LEG_CLOSED',
  'BUILDER_CONTRADICTION',
  'BUILDER_UNPRICEABLE',
  'BUILDER_OUT_OF_RANGE',
] as const;

/** What a refused quote's answer gives, checked: the reason, the platform's words, the selections at fault. */
export type ReadRefusal = Pick<BetBuilderRefusal, 'outcomeIds'> & { code: string; message?: string };

/** The platform's refusal of a quote (a 4xx), or undefined when the call failed otherwise. */
export function refusalOf(error: unknown): ReadRefusal | undefined {
  const { code, message } = failedCall(error);
  if (!code) return undefined;
  const ids = fieldOf(fieldOf(fieldOf(error, 'response'), 'data'), 'outcomeIds');
  return { code, message, outcomeIds: Array.isArray(ids) ? ids.filter((id) => typeof id === 'number') : [] };
}

/** The refusal's reason as a translation key, with the names of the selections at fault. */
export function refusalText(refusal: ReadRefusal, nameOf: (outcomeId: number) => string | undefined) {
  const names = refusal.outcomeIds.map(nameOf).filter((name): name is string => Boolean(name));
  const known = (REFUSAL_CODES as readonly string[]).includes(refusal.code);
  return {
    key: known ? `events.betBuilder.refused.${refusal.code}` : 'events.betBuilder.refused.other',
    values: { first: names[0] ?? '', second: names[1] ?? '' },
  };
}
