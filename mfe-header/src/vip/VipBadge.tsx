import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useShellStore } from '@sportsbook/contracts';
import { usePlayerDetails } from './usePlayerDetails';
import { vipTier, type VipTier } from './vipLevels';

const TIER_TEXT: Record<VipTier, string> = { bronze: 'Bronze', silver: 'Silver', gold: 'Gold', platinum: 'Platinum' };

const vipBadge = (tier: string) => css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 4px 10px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: #1b1405;
  background: ${TIER_COLOURS[tier] ?? 'var(--sb-accent)'};
`;

const TIER_COLOURS: Record<string, string> = {
  bronze: 'linear-gradient(135deg, #e0a070, #b0703e)',
  silver: 'linear-gradient(135deg, #f1f3f6, #aeb6c1)',
  gold: 'linear-gradient(135deg, #ffe27a, #e3a920)',
  platinum: 'linear-gradient(135deg, #e9f4ff, #9fb8d6)',
};

/** The player's VIP tier from their details; nothing for a level outside the scheme or while it loads. */
export function VipBadge() {
  const { t } = useTranslation();
  const username = useShellStore('session', (state) => state.session?.username);
  const details = usePlayerDetails(username, true);
  const tier = vipTier(details.data?.vipLevel);
  if (!tier) return null;
  const name = t(`header.vip.${tier}`, TIER_TEXT[tier]);
  return (
    <span css={vipBadge(tier)} title={t('header.vipTitle', 'VIP level: {{tier}}', { tier: name })}>
      <span aria-hidden="true">★</span>
      {name}
    </span>
  );
}
