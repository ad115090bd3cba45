import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCouponGroup } from '../data/useCouponGroup';
import { MenuIcon } from '../icons/MenuIcon';
import { menuList, tier } from './menuStyles';
import { useMenuNavigation } from './useMenuNavigation';
import { useOperatorText } from './useOperatorText';

/** The coupon widget: the brand's coupon group as links to each coupon page. A brand without one shows nothing. */
export function CouponTier() {
  const { t } = useTranslation();
  const group = useCouponGroup();
  const text = useOperatorText();
  const { path, linkTo } = useMenuNavigation();
  const headingId = useId();
  const coupons = group.data?.coupons ?? [];
  if (coupons.length === 0) return null;
  return (
    <section css={tier} aria-labelledby={headingId}>
      <h3 id={headingId}>{text(group.data?.title ?? group.data?.name ?? t('menu.coupons', 'Coupons'))}</h3>
      <ul css={menuList}>
        {coupons.map((coupon) => {
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
