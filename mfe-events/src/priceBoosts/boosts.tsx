import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useShellContext } from '@sportsbook/contracts';
import type { PriceBoost } from '@sportsbook/domain';
import { BoostsContext, NO_BOOSTS } from './boostContext';

/** The brand's price boosts (issue 42) are few and set ahead: a minute between looks is enough. */
const BOOSTS_POLL_MS = 60_000;

/** The brand's running boosts of these events, by outcome, for the prices below to mark. */
export function BoostsProvider({ eventIds, children }: { eventIds: number[]; children: ReactNode }) {
  const { api } = useShellContext();
  const key = eventIds.join(',');
  const boosts = useQuery({
    queryKey: ['price-boosts', key],
    enabled: key !== '',
    refetchInterval: BOOSTS_POLL_MS,
    queryFn: async ({ signal }) =>
      (await api.get<PriceBoost[]>('/xapi/rest/priceboosts', { params: { eventIds: key }, signal })).data,
  });
  // The platform lists only the boosts inside their window, as it honours them only there.
  const byOutcome = useMemo(
    () => (boosts.data?.length ? new Map(boosts.data.map((boost) => [boost.outcomeId, boost])) : NO_BOOSTS),
    [boosts.data],
  );
  return <BoostsContext.Provider value={byOutcome}>{children}</BoostsContext.Provider>;
}
