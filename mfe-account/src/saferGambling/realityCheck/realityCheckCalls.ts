import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useShellContext, useShellStore } from '@sportsbook/contracts';
import { accountIdOf, realityCheckPath, type RealityCheck } from '@sportsbook/domain';
import type { RealityCheckRequest } from '@sportsbook/contracts/wire';

/** The player's reality-check interval and this session's figures, and the call that changes the interval. */
export function useRealityCheck() {
  const { api } = useShellContext();
  const queryClient = useQueryClient();
  const accountId = useShellStore('session', (s) => (s.status === 'logged-in' ? accountIdOf(s.session) : undefined));
  const key = ['realityCheck', accountId];
  const query = useQuery({
    queryKey: key,
    enabled: accountId !== undefined,
    queryFn: async ({ signal }) => (await api.get<RealityCheck>(realityCheckPath(accountId!), { withAuth: true, signal })).data,
  });
  const save = useMutation({
    mutationFn: async (minutes: number | null) =>
      (await api.put<RealityCheck>(realityCheckPath(accountId!), { minutes } satisfies RealityCheckRequest, { withAuth: true }))
        .data,
    onSuccess: (check) => queryClient.setQueryData(key, check),
  });
  return { query, save };
}
