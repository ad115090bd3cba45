import { useQueries } from '@tanstack/react-query';
import { useShellContext, type CouponGroup } from '@sportsbook/contracts';

/** The coupon groups the menu's coupon widget shows, in this order. */
export const MENU_COUPON_GROUP_IDS = [1, 2] as const;

/**
 * Spec 1 section 7.2: several coupon groups are fetched in parallel and a group that fails is dropped;
 * the groups that answered show in their order.
 */
export function useCouponGroups(ids: readonly number[] = MENU_COUPON_GROUP_IDS) {
  const { api } = useShellContext();
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['coupon_groups', id],
      staleTime: 600_000,
      retry: false,
      // Dropped is dropped: the tier that shows the groups after the desktop bar asked for them asks no more.
      retryOnMount: false,
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await api.get<CouponGroup>(`/api/coupon_groups/${id}`, { signal })).data,
    })),
    combine: (results) => ({
      groups: results.flatMap((result, i) => (result.data ? [{ id: ids[i], ...result.data }] : [])),
      pending: results.some((result) => result.isPending),
    }),
  });
}
