import { useInView } from 'react-intersection-observer';
import type { SportEvent } from '@sportsbook/contracts';
import { useEventWithMarkets, useLazyMarkets } from '../data';
import type { ListMarket } from '../sportView';
import { EventRow } from './EventRow';

/** Rows a little below the fold start loading before they scroll in. */
const LOAD_AHEAD = '300px 0px';

/**
 * A row of a long list that came without markets: the first rows load theirs at once, the rest when they
 * come near the view (spec 2 section 9, lazy_loading_markets_live_event_count_threshold).
 */
export function LazyEventRow({ event, order, listMarket }: { event: SportEvent; order: number; listMarket?: ListMarket }) {
  const lazy = useLazyMarkets();
  const eager = order < (lazy?.eagerRows ?? Infinity);
  const { ref, inView } = useInView({ rootMargin: LOAD_AHEAD, skip: eager, triggerOnce: true });
  const withMarkets = useEventWithMarkets(event, eager || inView);
  return <EventRow event={withMarkets} listMarket={listMarket} rowRef={ref} />;
}
