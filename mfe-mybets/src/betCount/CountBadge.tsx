import { useTranslation } from 'react-i18next';
import { countBadge } from '@sportsbook/contracts';
import { countPill } from '@sportsbook/ui';

/** The open-bet count as a pill; nothing when there are none. Decorative where the count is said nearby. */
export function CountBadge({ count, decorative = false }: { count: number; decorative?: boolean }) {
  const { t } = useTranslation();
  const badge = countBadge(count);
  if (!badge) return null;
  if (decorative)
    return (
      <span className="badge" css={countPill} data-wide={badge.wide} aria-hidden="true">
        {badge.text}
      </span>
    );
  return (
    <span
      className="badge"
      css={countPill}
      data-wide={badge.wide}
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
