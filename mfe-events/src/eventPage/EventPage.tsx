import { Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useRouteParams, useSearchParams } from '../routing';
import {
  DAY_WORDS,
  eventDateLabel,
  getPrefetchedOr,
  useShellContext,
  useShellStore,
  type SportEvent,
  usePageTimeZone,
} from '@sportsbook/contracts';
import { liveTimeLabel, mainScore } from '@sportsbook/domain';
import { eventRequest } from '../firstView';
import { LIST_POLL_MS } from '../data';
import { Card, ListState, eventIdOf } from '../sports';
import { EventDetailsDropdown } from './EventDetailsDropdown';
import { BackButton } from './BackButton';
import { MarketGroupView } from './MarketGroupView';
import { BoostsProvider } from '../priceBoosts';
import { marketGroups } from './marketGroups';
import { PolledAtContext, useLiveEvent, useLivePollInterval, useWatchLive } from '../live';
import { Scoreboard, scoreboardVariant } from '../scoreboard';
import { LiveMedia } from '../tracker';
import { BetBuilderTabs, BetBuilder } from '../betBuilder';

const summary = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  padding: 0 12px 12px;
  color: var(--sb-text-muted);
  .score {
    color: var(--sb-accent);
    font-size: 22px;
    font-weight: 800;
  }
`;

const finishedNote = css`
  margin: 0 12px 12px;
  padding: 10px 12px;
  border-radius: 8px;
  background: var(--sb-surface-2);
  font-weight: 700;
`;

/** /events/{id-slug} (and /live/{id-slug}): the event with all its markets, grouped. */
export function EventPage() {
  const { t } = useTranslation();
  const { api, prefetched } = useShellContext();
  const { slug = '' } = useRouteParams();
  const id = eventIdOf(slug);
  // A live event is polled faster while the push stream is down.
  const pollInterval = useLivePollInterval();
  const event = useQuery<SportEvent>({
    queryKey: ['event', id],
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.clock ? pollInterval : LIST_POLL_MS),
    queryFn: ({ signal }) => {
      const request = eventRequest(id!);
      return getPrefetchedOr<SportEvent>(api, prefetched, request.path, { params: request.params, signal });
    },
  });
  if (!event.data) {
    return (
      <Card title={t('events.event', 'Event')} heading="h1">
        {/* An event opened directly that is gone (or not there yet) still has its way back. */}
        <BackButton />
        <ListState
          pending={event.isPending && id !== undefined}
          error={event.isError || id === undefined}
          empty={false}
          onRetry={() => void event.refetch()}
        />
      </Card>
    );
  }
  return (
    <PolledAtContext.Provider value={event.dataUpdatedAt}>
      <BoostsProvider eventIds={[event.data.id]}>
        <EventView polled={event.data} />
      </BoostsProvider>
    </PolledAtContext.Provider>
  );
}

/** The event as it is now (the poll with the pushed changes over it): scoreboard, stream and markets. */
function EventView({ polled }: { polled: SportEvent }) {
  const { t } = useTranslation();
  const { bus } = useShellContext();
  const [search] = useSearchParams();
  const compact = useShellStore('ui', (s) => !s.isDesktop);
  const timeZone = usePageTimeZone();
  const showHalfTimeScore = useShellStore('globalSettings', (s) => s.settings.show_football_half_time_score);
  useWatchLive(polled.clock ? [polled.id] : []);
  const data = useLiveEvent(polled);
  const label = liveTimeLabel(data, 'events');
  const finished = label.kind === 'finished';
  useEffect(() => {
    if (finished) bus.emit('toast/show', { kind: 'info', messageKey: 'events.finished' });
  }, [finished, bus]);
  // ?markettypeids=1,350 narrows the page to those market types.
  const onlyTypes = search.get('markettypeids')?.split(',').map(Number).filter(Number.isInteger);
  const date = eventDateLabel(data.eventDate, undefined, timeZone);
  const groups = marketGroups((data.markets ?? []).filter((m) => !onlyTypes?.length || onlyTypes.includes(m.marketTypeId)));
  const live = Boolean(data.clock);
  const [building, setBuilding] = useState(false);
  // The platform says whether its model prices builders of the event; the builder's own code says which markets.
  const builder = !finished && Boolean(data.betBuilderEvent);
  const scores = mainScore(data.sportCode, data.scores)
    ?.map((s) => s.formattedPoints)
    .join(' – ');
  const scoreboard = live && scoreboardVariant(data.sportCode) !== 'none';
  // Spec 2 section 2: a phone's scoreboard carries back and the league's dropdown in its own header, where the
  // desktop keeps them in the page's header above it (a phone's screen has no room for both).
  const headerOnScoreboard = scoreboard && compact;
  return (
    <Card title={data.name} heading="h1">
      {headerOnScoreboard ? null : <EventDetailsDropdown event={data} />}
      {scoreboard ? (
        <Scoreboard
          event={data}
          compact={compact}
          showHalfTimeScore={showHalfTimeScore}
          heading={headerOnScoreboard ? <EventDetailsDropdown event={data} onScoreboard /> : undefined}
        />
      ) : null}
      <div css={summary}>
        <span>
          {data.eventPaths.map((p) => p.description).join(' · ')} ·{' '}
          {label.kind === 'text' ? (
            <span role="timer" aria-label={t('events.clock', 'Match clock')}>
              {t(label.key, label.defaultValue, label.values)}
            </span>
          ) : finished ? null : (
            `${date.day ? t(`events.${date.day}`, DAY_WORDS[date.day]) : ''} ${date.text}`
          )}
        </span>
        {live && scores && !scoreboard ? <span className="score">{scores}</span> : null}
      </div>
      {finished ? (
        <p css={finishedNote} role="status">
          {t('events.finished', 'Event is finished')}
        </p>
      ) : null}
      {live && !finished ? (
        <Suspense fallback={null}>
          <LiveMedia event={data} />
        </Suspense>
      ) : null}
      {builder ? <BetBuilderTabs building={building} onChange={setBuilding} /> : null}
      {builder && building ? (
        <Suspense fallback={<ListState pending error={false} empty={false} onRetry={() => undefined} />}>
          <BetBuilder event={data} />
        </Suspense>
      ) : groups.length === 0 ? (
        finished ? null : (
          <ListState pending={false} error={false} empty onRetry={() => undefined} />
        )
      ) : (
        groups.map((group) => <MarketGroupView key={group.id} event={data} group={group} />)
      )}
    </Card>
  );
}
