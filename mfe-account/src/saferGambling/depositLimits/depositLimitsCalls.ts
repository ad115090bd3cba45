import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useShellContext, useShellStore } from '@sportsbook/contracts';
import {
  accountIdOf,
  depositLimitConfirmPath,
  depositLimitsPath,
  type DepositLimitPeriod,
  type DepositLimits,
} from '@sportsbook/domain';
import type { DepositLimitsRequest } from '@sportsbook/contracts/wire';
import type { DepositLimitConfirmRequest } from '@sportsbook/contracts/wire';

export const depositLimitsKey = (accountId: string | undefined) => ['depositLimits', accountId] as const;

/** The logged-in player's deposit limits, and the calls that change them; both refresh the one cached answer. */
export function useDepositLimits() {
  const { api } = useShellContext();
  const queryClient = useQueryClient();
  const accountId = useShellStore('session', (s) => (s.status === 'logged-in' ? accountIdOf(s.session) : undefined));
  const key = depositLimitsKey(accountId);
  const query = useQuery({
    queryKey: key,
    enabled: accountId !== undefined,
    queryFn: async ({ signal }) => (await api.get<DepositLimits>(depositLimitsPath(accountId!), { withAuth: true, signal })).data,
  });
  const save = useMutation({
    mutationFn: async (request: DepositLimitsRequest) =>
      (await api.put<DepositLimits>(depositLimitsPath(accountId!), request, { withAuth: true })).data,
    onSuccess: (limits) => queryClient.setQueryData(key, limits),
  });
  const confirm = useMutation({
    mutationFn: async (period: DepositLimitPeriod) =>
      (
        await api.post<DepositLimits>(depositLimitConfirmPath(accountId!), { period } satisfies DepositLimitConfirmRequest, {
          withAuth: true,
        })
      ).data,
    onSuccess: (limits) => queryClient.setQueryData(key, limits),
  });
  return { accountId, query, save, confirm };
}
