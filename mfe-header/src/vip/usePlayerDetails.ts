import { useQuery } from '@tanstack/react-query';
import { useShellContext, type PlayerDetails } from '@sportsbook/contracts';

export const playerDetailsPath = (username: string) => `/xapi/icore/players/${encodeURIComponent(username)}/details`;

/** The logged-in player's details (their VIP level), fetched only while `enabled`. */
export function usePlayerDetails(username: string | undefined, enabled: boolean) {
  const { api } = useShellContext();
  return useQuery({
    queryKey: ['player-details', username],
    queryFn: async ({ signal }) =>
      (await api.get<PlayerDetails>(playerDetailsPath(username ?? ''), { withAuth: true, signal })).data,
    enabled: enabled && Boolean(username),
    staleTime: 300_000,
  });
}
