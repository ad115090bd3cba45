import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import { css } from '@emotion/react';
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { DropOnError, useShellContext, type SportEvent } from '@sportsbook/contracts';
import { EventRow } from './EventRow';
import { LazyEventRow } from './LazyEventRow';
import { listGroupOf, type ListMarket } from '../sports/sportView';

/** Past this many events the list renders only the rows in view. */
export const VIRTUALISE_AFTER = 60;

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  /* Rows take their narrow form by the list's width, not the window's: at 1024 px the three-column page
     leaves the list about 475 px, too little for names and three prices side by side. */
  container: event-list / inline-size;
  h3 {
    margin: 0;
    padding: 8px 12px;
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: var(--sb-text-muted);
    background: var(--sb-surface-2);
  }
`;

/** `order` is an event's place on screen, which decides whether a lazy row loads its markets at once. */
type Row = { kind: 'league'; key: string; league: string } | { kind: 'event'; key: string; event: SportEvent; order: number };

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

/** One event's row: bad data in it drops this row alone (reported), never the list or the remote. */
function EventRowOf({ row, listMarket }: { row: Extract<Row, { kind: 'event' }>; listMarket?: ListMarket }) {
  return (
    <DropOnError what={`event ${String(row.event.id)}`} resetKey={row.event}>
      {row.event.markets === undefined ? (
        <LazyEventRow event={row.event} order={row.order} listMarket={listMarket} />
      ) : (
        <EventRow event={row.event} listMarket={listMarket} />
      )}
    </DropOnError>
  );
}

/** Rows keep their identity between scroll frames, so only rows entering the view render. */
const RowView = memo(function RowView({ row, listMarket }: { row: Row; listMarket?: ListMarket }) {
  return row.kind === 'league' ? (
    <li>
      <h3>{row.league}</h3>
    </li>
  ) : (
    <EventRowOf row={row} listMarket={listMarket} />
  );
});

const NO_ITEMS: VirtualItem[] = [];

function VirtualList({ rows, listMarket }: { rows: Row[]; listMarket?: ListMarket }) {
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => (rows[i].kind === 'league' ? 33 : 62),
    overscan: 8,
    // Without flushSync the scroll event only schedules the render instead of running it inside the event.
    useFlushSync: false,
  });
  // Rows entering the view mount in a deferred (transition) render, which React splits into short slices,
  // so a fast scroll never blocks the main thread for long; the overscan hides the frame or two of lag.
  // The first rows mount deferred too (the initial value is empty), apart from the render that brought the data.
  const items = useDeferredValue(virtualizer.getVirtualItems(), NO_ITEMS);
  return (
    // Containment keeps a row entering the view from making the browser lay out and paint the others.
    <ul css={list} style={{ height: virtualizer.getTotalSize(), position: 'relative', contain: 'layout paint' }}>
      {items.map((item) => (
        <li
          key={rows[item.index].key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            right: 0,
            transform: `translateY(${item.start}px)`,
            contain: 'layout paint style',
          }}
        >
          <ul css={list}>
            <RowView row={rows[item.index]} listMarket={listMarket} />
          </ul>
        </li>
      ))}
    </ul>
  );
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
  if (events.length > VIRTUALISE_AFTER) return <VirtualList rows={rows} listMarket={listMarket} />;
  return (
    <ul css={list}>
      {rows.map((row) => (
        <RowView key={row.key} row={row} listMarket={listMarket} />
      ))}
    </ul>
  );
}
