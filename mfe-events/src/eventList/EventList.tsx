import { lazy, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { useShellContext, type SportEvent } from '@sportsbook/contracts';
import { list, RowView, type Row } from './EventRows';
import { listGroupOf, type ListMarket } from '../sportView';

export { loadLazyEventRow } from './EventRows';

/** Past this many events the list renders only the rows in view. */
export const VIRTUALISE_AFTER = 60;

/**
 * The rows a phone's first screen holds render at once; the others follow in a deferred render, which React
 * does in slices the browser can interrupt. Rendered in one go, a list of dozens of rows was one task of
 * hundreds of milliseconds on a phone, blocking taps (and a live list re-rendered so on every price change).
 */
export const FIRST_ROWS = 12;

/** The virtualiser loads with the first list that long (never on the first view: its lists are shorter). */
const VirtualList = lazy(() => import('./VirtualList').then((m) => ({ default: m.VirtualList })));

/**
 * Events grouped by league (bots paths together), keeping the order in which the groups first appear. An
 * event whose group cannot be read (no paths) is malformed: it is left out, and named in `dropped`.
 */
export function groupByLeague(
  events: SportEvent[],
  groupOf: (event: SportEvent) => string = listGroupOf,
): { rows: Row[]; dropped: { event: SportEvent; error: unknown }[] } {
  const groups = new Map<string, SportEvent[]>();
  const dropped: { event: SportEvent; error: unknown }[] = [];
  for (const event of events) {
    let league: string;
    try {
      league = groupOf(event);
    } catch (error) {
      dropped.push({ event, error });
      continue;
    }
    const inLeague = groups.get(league);
    if (inLeague) inLeague.push(event);
    else groups.set(league, [event]);
  }
  let order = 0;
  const rows = [...groups].flatMap(([league, inLeague]) => [
    { kind: 'league' as const, key: `league-${league}`, league },
    ...inLeague.map((event) => ({ kind: 'event' as const, key: `event-${event.id}`, event, order: order++ })),
  ]);
  return { rows, dropped };
}

/**
 * A list of events; `listMarket` is the market its rows show, the sport view's main market by default,
 * and `groupOf` names the group heading of an event (its league by default).
 */
export function EventList({
  events,
  listMarket,
  groupOf,
}: {
  events: SportEvent[];
  listMarket?: ListMarket;
  groupOf?: (event: SportEvent) => string;
}) {
  const { reportError, remote } = useShellContext();
  const { rows, dropped } = useMemo(() => groupByLeague(events, groupOf), [events, groupOf]);
  useEffect(() => {
    for (const { event, error } of dropped) {
      const message = error instanceof Error ? error.message : String(error);
      reportError({ remote, phase: 'render', message: `event ${String(event?.id)} dropped: ${message}` });
    }
  }, [dropped, reportError, remote]);
  const shownRows = useDeferredValue(rows, rows.slice(0, FIRST_ROWS));
  const plain = (
    <ul css={list}>
      {shownRows.map((row) => (
        <RowView key={row.key} row={row} listMarket={listMarket} />
      ))}
    </ul>
  );
  if (events.length <= VIRTUALISE_AFTER) return plain;
  // Until the virtualiser's code is there, the rows show in full, as a shorter list does.
  return (
    <Suspense fallback={plain}>
      <VirtualList rows={rows} listMarket={listMarket} />
    </Suspense>
  );
}
