import { useQuery } from '@tanstack/react-query';
import { sharedPlayerDetails, useShellContext } from '@sportsbook/contracts';

/** The logged-in player's details (their VIP level), fetched only while `enabled`: the page's one answer. */
export function usePlayerDetails(username: string | undefined, enabled: boolean) {
  const { api } = useShellContext();
  return useQuery({
    queryKey: ['player-details', username],
    queryFn: () => sharedPlayerDetails(api, username ?? ''),
    enabled: enabled && Boolean(username),
    staleTime: 300_000,
  });
}
