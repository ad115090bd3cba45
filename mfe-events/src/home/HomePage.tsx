import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { HOME_LIVE_NOW, HOME_UPCOMING } from '../firstView';
import { useEvents } from '../data';
import { EventList } from '../eventList';
import { Card, ListState, SCREENFUL_ROWS, PagedEvents } from '../sports';
import { CouponTabs } from '../competitions';
import { useViewMarketParams } from '../pageView';

/** The page's name for screen readers and the page outline; the cards below carry the visible titles. */
const pageName = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** Home (spec 2 section 2): live events now, the brand's coupons, then the top upcoming ones of the home page path. */
export function HomePage() {
  const { t } = useTranslation();
  const live = useEvents(useViewMarketParams(HOME_LIVE_NOW));
  return (
    <div>
      <h1 css={pageName}>{t('events.homeHeading', 'Home')}</h1>
      <Card title={t('events.live', 'Live now')}>
        <ListState
          pending={live.isPending}
          error={live.isError}
          empty={live.isSuccess && live.data.events.length === 0}
          onRetry={() => void live.refetch()}
          rows={SCREENFUL_ROWS}
        />
        {live.data?.events.length ? <EventList events={live.data.events} /> : null}
      </Card>
      <CouponTabs />
      <Card title={t('events.upcoming', 'Upcoming')}>
        <PagedEvents params={HOME_UPCOMING} />
      </Card>
    </div>
  );
}
