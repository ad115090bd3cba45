import { useTranslation } from 'react-i18next';
import { countBadge } from '@sportsbook/contracts';

/** The open-bet count as a pill; nothing when there are none. Decorative where the count is said nearby. */
export function CountBadge({ count, decorative = false }: { count: number; decorative?: boolean }) {
  const { t } = useTranslation();
  const badge = countBadge(count);
  if (!badge) return null;
  const className = `badge${badge.wide ? ' wide' : ''}`;
  if (decorative)
    return (
      <span className={className} aria-hidden="true">
        {badge.text}
      </span>
    );
  return (
    <span
      className={className}
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
