import { useTranslation } from 'react-i18next';
import { useShellStore } from '@sportsbook/contracts';
import * as s from '../header/headerStyles';
import { usePlayerDetails } from './usePlayerDetails';
import { vipTier, type VipTier } from './vipLevels';

const TIER_TEXT: Record<VipTier, string> = { bronze: 'Bronze', silver: 'Silver', gold: 'Gold', platinum: 'Platinum' };

/** The player's VIP tier from their details; nothing for a level outside the scheme or while it loads. */
export function VipBadge() {
  const { t } = useTranslation();
  const username = useShellStore('session', (state) => state.session?.username);
  const details = usePlayerDetails(username, true);
  const tier = vipTier(details.data?.vipLevel);
  if (!tier) return null;
  const name = t(`header.vip.${tier}`, TIER_TEXT[tier]);
  return (
    <span css={s.vipBadge(tier)} title={t('header.vipTitle', 'VIP level: {{tier}}', { tier: name })}>
      <span aria-hidden="true">★</span>
      {name}
    </span>
  );
}
