import { useQuery } from '@tanstack/react-query';
import { useShellContext, type Coupon, type CouponGroup } from '@sportsbook/contracts';
import type { EventsParams } from '../data';

/** The brand's coupon groups that this site shows. */
export const COUPON_GROUP_IDS = [1, 2];

/** The coupon groups, fetched in parallel; a group that fails is left out (spec 1 section 7.2). */
export function useCouponGroups() {
  const { api } = useShellContext();
  return useQuery({
    queryKey: ['coupon_groups'],
    staleTime: 600_000,
    queryFn: async () =>
      (await Promise.allSettled(COUPON_GROUP_IDS.map((id) => api.get<CouponGroup>(`/api/coupon_groups/${id}`)))).flatMap((r) =>
        r.status === 'fulfilled' ? [r.value.data] : [],
      ),
  });
}

/** A coupon lists its sport's events of the week. */
export function couponParams(coupon: Coupon): EventsParams {
  return { eventPathIds: [coupon.sport_id], live: false, period: 'this_week', marketTypeIds: [1, 2] };
}
