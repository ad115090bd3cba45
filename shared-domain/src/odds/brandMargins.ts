import type { Margins } from '@sportsbook/contracts';
import { applyLadderMargin } from './oddsLadder';

export interface PriceIds {
  marketTypeId?: number;
  leagueId?: number;
  outcomeId?: number;
}

/**
 * The price a brand shows: the feed price re-priced on the odds ladder with the most specific margin
 * (outcome, then league, then market type). Without all three ids the feed price is used unchanged and
 * the missing id is named in the log (spec 1 section 8).
 */
export function brandPrice(
  feedDecimal: number,
  ids: PriceIds,
  margins: Margins | undefined,
  log: (message: string) => void = console.error,
): number {
  if (!margins) return feedDecimal;
  for (const key of ['marketTypeId', 'leagueId', 'outcomeId'] as const) {
    if (ids[key] === undefined) {
      log(`odds ladder: ${key} is missing, feed price used`);
      return feedDecimal;
    }
  }
  const entry =
    margins.outcomes[String(ids.outcomeId)] ??
    margins.leagues[String(ids.leagueId)] ??
    margins.marketTypes[String(ids.marketTypeId)];
  return entry ? applyLadderMargin(feedDecimal, entry.margin) : feedDecimal;
}
