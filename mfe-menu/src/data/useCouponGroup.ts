import { useQuery } from '@tanstack/react-query';
import { useShellContext, type CouponGroup } from '@sportsbook/contracts';

/** The menu's coupon widget shows the brand's first coupon group. */
export const MENU_COUPON_GROUP_ID = 1;

export function useCouponGroup(id = MENU_COUPON_GROUP_ID) {
  const { api } = useShellContext();
  return useQuery({
    queryKey: ['coupon_groups', id],
    staleTime: 600_000,
    queryFn: async ({ signal }) => (await api.get<CouponGroup>(`/api/coupon_groups/${id}`, { signal })).data,
  });
}
