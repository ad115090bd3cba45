import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { brandPrice } from '@sportsbook/domain';
import { useShellContext, useShellStore, type Margins, type Market, type Outcome, type SportEvent } from '@sportsbook/contracts';

/**
 * The price to show for an outcome: the feed price, or, on brands with their own odds
 * (odds_per_brand_enabled), the feed price re-priced with the brand's margins on the odds ladder.
 */
export function useBrandPrice() {
  const { api } = useShellContext();
  const enabled = useShellStore('globalSettings', (s) => s.settings.odds_per_brand_enabled);
  const margins = useQuery({
    queryKey: ['oddsLadderAndMargins'],
    enabled,
    staleTime: 600_000,
    queryFn: async () =>
      (await api.get<{ margins: Margins }>('/xapi/rest/oddsLadderAndMargins/1', { params: { skipLanguage: true } })).data.margins,
  });
  return useCallback(
    (event: SportEvent, market: Market, outcome: Outcome) => {
      const feed = outcome.consolidatedPrice.currentPrice.decimal;
      if (!enabled) return feed;
      return brandPrice(
        feed,
        { marketTypeId: market.marketTypeId, leagueId: event.eventPaths[event.eventPaths.length - 1]?.id, outcomeId: outcome.id },
        margins.data,
      );
    },
    [enabled, margins.data],
  );
}
