import type { findEvents } from './readModel';

type EventsPage = Awaited<ReturnType<typeof findEvents>>;

/** The live page: the live events grouped by sport, each sport in the order its first event came. */
export function livePageBySport(page: EventsPage) {
  const sports = new Map<string, { sportCode: string; description: string; eventPathId: number; events: EventsPage['events'] }>();
  for (const event of page.events) {
    const sport = sports.get(event.sportCode) ?? {
      sportCode: event.sportCode,
      description: event.eventPaths[0].description,
      eventPathId: event.eventPaths[0].id,
      events: [],
    };
    sport.events.push(event);
    sports.set(event.sportCode, sport);
  }
  return { total: page.total, sports: [...sports.values()] };
}
