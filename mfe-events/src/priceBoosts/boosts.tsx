import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useShellContext, type PriceBoost } from '@sportsbook/contracts';

/** The brand's price boosts (issue 42) are few and set ahead: a minute between looks is enough. */
const BOOSTS_POLL_MS = 60_000;

const NONE = new Map<number, PriceBoost>();
const BoostsContext = createContext<Map<number, PriceBoost>>(NONE);

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
    () => (boosts.data?.length ? new Map(boosts.data.map((boost) => [boost.outcomeId, boost])) : NONE),
    [boosts.data],
  );
  return <BoostsContext.Provider value={byOutcome}>{children}</BoostsContext.Provider>;
}

/** The boost of one outcome, when its brand runs one now. */
export const useBoost = (outcomeId: number): PriceBoost | undefined => useContext(BoostsContext).get(outcomeId);
