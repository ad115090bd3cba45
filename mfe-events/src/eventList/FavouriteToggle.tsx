import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useShellContext, useShellStore } from '@sportsbook/contracts';

const star = css`
  border: 0;
  background: transparent;
  cursor: pointer;
  font-size: 16px;
  color: var(--sb-text-muted);
  padding: 4px;
  &[aria-pressed='true'] {
    color: var(--sb-accent);
  }
`;

/** Adds an event to the favourites store (page id 10000) or takes it off. */
export function FavouriteToggle({ eventId, name }: { eventId: number; name: string }) {
  const { t } = useTranslation();
  const { stores } = useShellContext();
  const enabled = useShellStore('globalSettings', (s) => s.settings.enable_favorites);
  const favourite = useShellStore('favourites', (s) => s.items.some((item) => item.id === eventId));
  if (!enabled) return null;
  return (
    <button
      type="button"
      css={star}
      aria-pressed={favourite}
      aria-label={
        favourite
          ? t('events.favourite.remove', { name, defaultValue: `Remove ${name} from favourites` })
          : t('events.favourite.add', { name, defaultValue: `Add ${name} to favourites` })
      }
      onClick={() => stores.favourites.getState().toggle(eventId)}
    >
      {favourite ? '★' : '☆'}
    </button>
  );
}
