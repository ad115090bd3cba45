import { useDeferredValue } from 'react';
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { list, RowView, type Row } from './EventRows';
import type { ListMarket } from '../sportView';

const NO_ITEMS: VirtualItem[] = [];

/** A long list rendering only the rows in view (and a few either side), placed by the window's scroll. */
export function VirtualList({ rows, listMarket }: { rows: Row[]; listMarket?: ListMarket }) {
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
