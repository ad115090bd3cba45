import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponGroup } from '@sportsbook/contracts';
import { useCouponGroups } from '../data';
import { MenuIcon } from '../icons';
import { menuList, tier, useMenuNavigation } from '../menuTier';
import { useOperatorText } from './useOperatorText';

function CouponGroupSection({ group }: { group: CouponGroup }) {
  const { t } = useTranslation();
  const text = useOperatorText();
  const { path, linkTo } = useMenuNavigation();
  const headingId = useId();
  if (group.coupons.length === 0) return null;
  return (
    <section css={tier} aria-labelledby={headingId}>
      <h3 id={headingId}>{text(group.title ?? group.name ?? t('menu.coupons', 'Coupons'))}</h3>
      <ul css={menuList}>
        {group.coupons.map((coupon) => {
          const target = `/sports/coupon/${coupon.id}`;
          return (
            <li key={coupon.id}>
              <a {...linkTo(target)} aria-current={path === target ? 'page' : undefined}>
                <MenuIcon name="coupon" />
                <span className="label">{coupon.name}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The coupon widgets: each of the brand's coupon groups that answered, as links to its coupon pages. */
export function CouponTier() {
  const { groups } = useCouponGroups();
  return (
    <>
      {groups.map((group) => (
        <CouponGroupSection key={group.id} group={group} />
      ))}
    </>
  );
}
