import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellStore } from '@sportsbook/contracts';
import { Card, PagedEvents } from '../sports';

/** The favourites page (special id 10000): the events the player starred, live or not. */
export function FavouritesPage() {
  const { t } = useTranslation();
  // Select the stored array itself: a new array per read would never settle.
  const items = useShellStore('favourites', (s) => s.items);
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  return (
    <Card title={t('events.favourites', 'Favourites')} heading="h1">
      {ids.length === 0 ? (
        <p className="state" role="status">
          {t('events.noFavourites', 'Star an event to follow it here.')}
        </p>
      ) : (
        <PagedEvents params={{ eventIds: ids, marketTypeIds: [1, 2] }} />
      )}
    </Card>
  );
}
