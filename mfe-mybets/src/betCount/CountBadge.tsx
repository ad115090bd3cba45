import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { countBadge } from '@sportsbook/contracts';

const badgeStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: var(--sb-accent);
  color: var(--sb-accent-text);
  font-size: 11px;
  font-weight: 800;
  &.wide {
    min-width: 32px;
    padding: 0 8px;
  }
`;

/** The open-bet count as a pill; nothing when there are none. Decorative where the count is said nearby. */
export function CountBadge({ count, decorative = false }: { count: number; decorative?: boolean }) {
  const { t } = useTranslation();
  const badge = countBadge(count);
  if (!badge) return null;
  const className = `badge${badge.wide ? ' wide' : ''}`;
  if (decorative)
    return (
      <span className={className} css={badgeStyle} aria-hidden="true">
        {badge.text}
      </span>
    );
  return (
    <span
      className={className}
      css={badgeStyle}
      role="status"
      aria-label={t('mybets.openCount', {
        count,
        defaultValue_one: '{{count}} open bet',
        defaultValue_other: '{{count}} open bets',
      })}
    >
      {badge.text}
    </span>
  );
}
