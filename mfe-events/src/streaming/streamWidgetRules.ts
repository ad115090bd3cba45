import { matchRoute, type RouteTable, type SportEvent } from '@sportsbook/contracts';
import { eventIdOf } from '../firstView';
import { streamOffered } from './streamRules';

/** The event pages of the remote (App's PAGES): the widget plays the stream of the event they show. */
const EVENT_PAGES: RouteTable<true> = [
  ['/events/:slug', true],
  ['/live/:slug', true],
];

/** The event the page shows, from a path below the locale; the live list ('/live/sport') is no event page. */
export function shownEventId(path: string): number | undefined {
  const match = matchRoute(EVENT_PAGES, path);
  return match?.params.slug && match.params.slug !== 'sport' ? eventIdOf(match.params.slug) : undefined;
}

/**
 * The event a side column's live-stream widget plays (spec 1 section 2.4): the event the page shows when
 * it has a stream on offer, otherwise the first live event, in the platform's stream order, that has one.
 */
export function widgetEvent(
  shown: SportEvent | undefined,
  streamedEventIds: number[],
  liveEvents: SportEvent[],
): SportEvent | undefined {
  if (shown && streamOffered(shown)) return shown;
  const byId = new Map(liveEvents.map((event) => [event.id, event]));
  for (const id of streamedEventIds) {
    const event = byId.get(id);
    if (event && streamOffered(event)) return event;
  }
  return undefined;
}
