import { useQuery } from '@tanstack/react-query';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useShellContext, type EventsPage } from '@sportsbook/contracts';
import { EventRow } from '../eventList/EventRow';
import { leagueOf } from '../eventList/mainMarket';

const card = css`
  background: var(--sb-surface);
  border: 1px solid var(--sb-border);
  border-radius: var(--sb-radius);
  overflow: hidden;
  margin-bottom: 12px;
  h2 {
    margin: 0;
    padding: 12px;
    font-size: 16px;
  }
  h3 {
    margin: 0;
    padding: 8px 12px;
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: var(--sb-text-muted);
    background: var(--sb-surface-2);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  p {
    padding: 0 12px 12px;
    margin: 0;
    color: var(--sb-text-muted);
  }
`;

/** Groups events by league, keeping the order in which leagues first appear. */
function byLeague(page: EventsPage | undefined) {
  const groups = new Map<string, EventsPage['events']>();
  for (const event of page?.events ?? []) groups.set(leagueOf(event), [...(groups.get(leagueOf(event)) ?? []), event]);
  return [...groups.entries()];
}

function EventSection({ title, live }: { title: string; live: boolean }) {
  const { t } = useTranslation();
  const { api } = useShellContext();
  const events = useQuery({
    queryKey: ['events', 'home', live],
    queryFn: async () =>
      (await api.get<EventsPage>('/xapi/rest/events', { params: { live, eventPathIds: [10001], page: 1 } })).data,
    refetchInterval: 15_000,
  });
  return (
    <section css={card} aria-label={title}>
      <h2>{title}</h2>
      {events.isPending ? <p>…</p> : null}
      {events.isError || (events.data && events.data.events.length === 0) ? (
        <p role="status">{t('errors.error-no-events-found-for-this-eventpath', 'No events found for this eventpath')}</p>
      ) : null}
      {byLeague(events.data).map(([league, list]) => (
        <div key={league}>
          <h3>{league}</h3>
          <ul>
            {list.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** Home (spec 2 section 2): live events now, then the top upcoming ones. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div>
      <EventSection title={t('events.live', 'Live now')} live />
      <EventSection title={t('events.upcoming', 'Upcoming')} live={false} />
    </div>
  );
}
