import { lazy, memo, Suspense } from 'react';
import { css } from '@emotion/react';
import { DropOnError, type SportEvent } from '@sportsbook/contracts';
import { EventRow } from './EventRow';
import type { ListMarket } from '../sportView';
import { captionBar } from '@sportsbook/ui';

/**
 * Rows that came without markets (the live list) load theirs with their own code (the intersection
 * observer, the batching loader): only pages with such lists fetch it, and they warm it when they mount.
 */
export const loadLazyEventRow = () => import('./LazyEventRow');
const LazyEventRow = lazy(() => loadLazyEventRow().then((m) => ({ default: m.LazyEventRow })));

export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  /* Rows take their narrow form by the list's width, not the window's: at 1024 px the three-column page
     leaves the list about 475 px, too little for names and three prices side by side. */
  container: event-list / inline-size;
  h3 {
    ${captionBar};
  }
`;

/** `order` is an event's place on screen, which decides whether a lazy row loads its markets at once. */
export type Row =
  { kind: 'league'; key: string; league: string } | { kind: 'event'; key: string; event: SportEvent; order: number };

/** One event's row: bad data in it drops this row alone (reported), never the list or the remote. */
function EventRowOf({ row, listMarket }: { row: Extract<Row, { kind: 'event' }>; listMarket?: ListMarket }) {
  return (
    <DropOnError what={`event ${String(row.event.id)}`} resetKey={row.event}>
      {row.event.markets === undefined ? (
        // The lazy row's code comes with the first list without markets; meanwhile the row shows as it
        // would before its markets arrive.
        <Suspense fallback={<EventRow event={row.event} listMarket={listMarket} />}>
          <LazyEventRow event={row.event} order={row.order} listMarket={listMarket} />
        </Suspense>
      ) : (
        <EventRow event={row.event} listMarket={listMarket} />
      )}
    </DropOnError>
  );
}

/** Rows keep their identity between scroll frames, so only rows entering the view render. */
export const RowView = memo(function RowView({ row, listMarket }: { row: Row; listMarket?: ListMarket }) {
  return row.kind === 'league' ? (
    <li>
      <h3>{row.league}</h3>
    </li>
  ) : (
    <EventRowOf row={row} listMarket={listMarket} />
  );
});
