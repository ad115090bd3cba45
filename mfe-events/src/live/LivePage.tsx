import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useShellStore } from '@sportsbook/contracts';
import { usePathTree } from '../data/useEvents';
import { Card } from '../sports/Card';
import { LIVE_PAGE_SIZE, PagedEvents } from '../sports/PagedEvents';
import { findSport } from '../sports/sportRoute';

/** /live/sport and /live/sport/{id-CODE}: events in play, all or of one sport. */
export function LivePage() {
  const { t } = useTranslation();
  const { sport: segment } = useParams();
  const tree = usePathTree();
  const sport = segment && tree.data ? findSport(tree.data, segment) : undefined;
  const lazyAfter = useShellStore('globalSettings', (s) => s.settings.lazy_loading_markets_live_event_count_threshold);
  return (
    <Card title={sport ? `${t('events.live', 'Live now')} · ${sport.description}` : t('events.live', 'Live now')} heading="h1">
      <PagedEvents
        params={{ live: true, eventPathIds: sport ? [sport.id] : undefined, marketTypeIds: [1, 2] }}
        pageSize={LIVE_PAGE_SIZE}
        lazyMarketsAfter={lazyAfter}
      />
    </Card>
  );
}
