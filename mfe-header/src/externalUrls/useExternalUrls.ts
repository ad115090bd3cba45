import { useQuery } from '@tanstack/react-query';
import { useShellContext, type ExternalUrlEntry, type ExternalUrlKey } from '@sportsbook/contracts';

export const EXTERNAL_URLS_PATH = '/api/external_urls';

/** The brand's external URLs (registration, cashier, ...); they change with a brand release only. */
export function useExternalUrls() {
  const { api } = useShellContext();
  const { data } = useQuery({
    queryKey: ['external-urls'],
    queryFn: async ({ signal }) =>
      (await api.get<Partial<Record<ExternalUrlKey, ExternalUrlEntry>>>(EXTERNAL_URLS_PATH, { signal })).data,
    staleTime: Infinity,
  });
  return data ?? {};
}
