import { useQuery } from '@tanstack/react-query';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { DAY_WORDS, eventDateLabel, liveTimeLabel, useShellContext, type SportEvent } from '@sportsbook/contracts';
import { LIST_POLL_MS } from '../data/useEvents';
import { Card, ListState } from '../sports/Card';
import { eventIdOf } from '../sports/sportRoute';
import { EventDetailsDropdown } from './EventDetailsDropdown';
import { MarketGroupView } from './MarketGroupView';
import { marketGroups } from './marketGroups';

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

/** /events/{id-slug} (and /live/{id-slug}): the event with all its markets, grouped. */
export function EventPage() {
  const { t } = useTranslation();
  const { api } = useShellContext();
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  // ?markettypeids=1,350 narrows the page to those market types.
  const onlyTypes = search.get('markettypeids')?.split(',').map(Number).filter(Number.isInteger);
  const id = eventIdOf(slug);
  const event = useQuery({
    queryKey: ['event', id],
    enabled: id !== undefined,
    refetchInterval: LIST_POLL_MS,
    queryFn: async ({ signal }) => (await api.get<SportEvent>(`/xapi/rest/events/${id}`, { params: { marketStatus: 'OPEN,SUSPENDED' }, signal })).data,
  });
  if (!event.data) {
    return (
      <Card title={t('events.event', 'Event')} heading="h1">
        <ListState pending={event.isPending && id !== undefined} error={event.isError || id === undefined} empty={false} onRetry={() => void event.refetch()} />
      </Card>
    );
  }
  const data = event.data;
  const label = liveTimeLabel(data);
  const date = eventDateLabel(data.eventDate);
  const scores = data.scores?.score.map((s) => s.formattedPoints).join(' – ');
  const groups = marketGroups((data.markets ?? []).filter((m) => !onlyTypes?.length || onlyTypes.includes(m.marketTypeId)));
  return (
    <Card title={data.name} heading="h1">
      <EventDetailsDropdown event={data} />
      <div css={summary}>
        <span>
          {data.eventPaths.map((p) => p.description).join(' · ')} ·{' '}
          {label.kind === 'text' ? label.text : label.kind === 'finished' ? t('events.finished', 'Event is finished') : `${date.day ? t(`events.${date.day}`, DAY_WORDS[date.day]) : ''} ${date.text}`}
        </span>
        {data.clock && scores ? <span className="score">{scores}</span> : null}
      </div>
      {groups.length === 0 ? <ListState pending={false} error={false} empty onRetry={() => undefined} /> : groups.map((group) => <MarketGroupView key={group.id} event={data} group={group} />)}
    </Card>
  );
}
