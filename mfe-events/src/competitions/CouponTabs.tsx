import { ShellLink } from '@sportsbook/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../routing';
import { Card, ListState, PagedEvents } from '../sports';
import { couponParams, useCouponGroups } from './useCouponGroups';
import { tabPanelProps, Tabs } from '@sportsbook/ui';

/**
 * The brand's coupons as tabs on the home page. `?active-coupon={id}` chooses the open one (a link from a
 * promotion can open its coupon), and choosing a tab writes it back so the page can be shared.
 */
export function CouponTabs() {
  const { t } = useTranslation();
  const groups = useCouponGroups();
  const [search, setSearch] = useSearchParams();
  const coupons = groups.data?.flatMap((group) => group.coupons) ?? [];
  if (groups.isSuccess && coupons.length === 0) return null;
  const active = coupons.find((coupon) => String(coupon.id) === search.get('active-coupon')) ?? coupons[0];
  const choose = (id: number) => {
    const params = new URLSearchParams(search);
    params.set('active-coupon', String(id));
    setSearch(params);
  };
  return (
    <Card
      title={t('events.coupons', 'Coupons')}
      actions={active ? <ShellLink path={`/sports/coupon/${active.id}`}>{t('events.seeAll', 'See all')}</ShellLink> : null}
    >
      <ListState pending={groups.isPending} error={groups.isError} empty={false} onRetry={() => void groups.refetch()} />
      <Tabs
        label={t('events.coupons', 'Coupons')}
        idBase="coupon-tab"
        selected={active?.id}
        onSelect={choose}
        tabs={coupons.map((coupon) => ({ id: coupon.id, label: coupon.name }))}
      />
      {active ? (
        <div {...tabPanelProps('coupon-tab', active.id)}>
          <PagedEvents key={active.id} params={couponParams(active)} />
        </div>
      ) : null}
    </Card>
  );
}
