export { LazyMarketsProvider, useEventWithMarkets, useLazyMarkets } from './lazyMarkets';
export { LIST_POLL_MS, useEvents, type EventsParams, type PathNode } from './useEvents';
