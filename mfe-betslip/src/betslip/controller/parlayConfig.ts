import type { ParlayConfig, ShellContext } from '@sportsbook/contracts';

/**
 * Parlay extra winnings (spec 2 sections 6 and 7): the config from GET /xapi/rest/promotions/epw, which
 * answers no tiers for a player excluded from promotions; null when there are none, or the call failed (the
 * slip prices and places without it: the multiple simply shows no extra winnings).
 */
export async function fetchParlayConfig(api: ShellContext['api']): Promise<ParlayConfig | null> {
  try {
    const { data } = await api.request<ParlayConfig>({ method: 'get', url: '/xapi/rest/promotions/epw', withAuth: true });
    return data.epwPromoFilterValues?.length ? data : null;
  } catch {
    return null;
  }
}
