import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  eventsListRequest,
  useShellContext,
  useShellRoute,
  useShellStore,
  type EventsPage,
  type SportEvent,
} from '@sportsbook/contracts';
import { eventRequest } from '../firstView';
import { LiveStream } from './LiveStream';
import { shownEventId, widgetEvent } from './streamWidgetRules';
import type { EventStream } from './useStreams';

const box = css`
  h2 {
    margin: 0;
    font-size: 14px;
  }
  .event {
    margin: 4px 0 0;
    color: var(--sb-text-muted);
    font-size: 13px;
  }
`;

const STREAM_REFRESH_MS = 60_000;
/** The platform lists streams soonest first, live ones before pre-match: the first page holds the live ones. */
const STREAMED_PAGE = 100;

/**
 * The live stream video player of a side column (spec 1 section 2.4): the stream of the event the page
 * shows, or else of the first live event that has one, with the event page's own player and its rules (the
 * country or IP check, login to watch). It renders nothing while no live event has a stream.
 */
export function LiveStreamWidget() {
  const { t } = useTranslation();
  const { api } = useShellContext();
  const { path } = useShellRoute();
  const enabled = useShellStore('globalSettings', (s) => s.settings.enable_clem_streaming);
  const shownId = shownEventId(path);
  const shown = useQuery<SportEvent>({
    queryKey: ['event', shownId],
    enabled: enabled && shownId !== undefined,
    queryFn: async ({ signal }) => {
      const request = eventRequest(shownId!);
      return (await api.get<SportEvent>(request.path, { params: request.params, signal })).data;
    },
  });
  const streams = useQuery({
    queryKey: ['video_streams', 'all'],
    enabled,
    refetchInterval: STREAM_REFRESH_MS,
    queryFn: async ({ signal }) =>
      (await api.get<EventStream[]>('/api/video_streams', { signal })).data.slice(0, STREAMED_PAGE).map((s) => s.eventId),
  });
  const streamedIds = streams.data ?? [];
  const live = useQuery({
    queryKey: ['events', 'streamed-live', streamedIds],
    enabled: enabled && streamedIds.length > 0,
    refetchInterval: STREAM_REFRESH_MS,
    queryFn: async ({ signal }) => {
      const request = eventsListRequest({ eventIds: streamedIds, live: true, pageSize: streamedIds.length });
      return (await api.get<EventsPage>(request.path, { params: request.params, signal })).data.events;
    },
  });
  const event = enabled ? widgetEvent(shown.data, streamedIds, live.data ?? []) : undefined;
  if (!event) return null;
  return (
    <div css={box}>
      <h2>{t('events.stream.title', 'Live stream')}</h2>
      <p className="event">{event.name}</p>
      <LiveStream key={event.id} event={event} />
    </div>
  );
}
