/**
 * The open bets' polling (spec 2 section 7: at betcount_polling_interval, and on focus), kept apart from the
 * query cache's own timers: the live stream writes every pushed score and price into the cached list, and
 * the cache restarts its refetch interval and counts the list fresh on each write, so with a live leg
 * (pushes every few seconds) the poll never came and a focus found nothing stale to ask for again. Here the
 * clock runs whatever the pushes do: a tick while the page is focused asks again, and so does a refocus.
 */
export interface OpenBetsPollingInput {
  /** Milliseconds between asks; none (0 or less) is no polling, focus included. */
  interval: number;
  refetch: () => void;
  isFocused: () => boolean;
  /** Calls back with the page's focus as it changes; returns the unsubscribe. */
  onFocusChange: (listener: (focused: boolean) => void) => () => void;
  setInterval?: (tick: () => void, ms: number) => ReturnType<typeof setInterval>;
  clearInterval?: (id: ReturnType<typeof setInterval>) => void;
}

/** Starts the polling; returns what stops it. */
export function startOpenBetsPolling({
  interval,
  refetch,
  isFocused,
  onFocusChange,
  setInterval: every = (tick, ms) => setInterval(tick, ms),
  clearInterval: stopEvery = (id) => clearInterval(id),
}: OpenBetsPollingInput): () => void {
  if (!(interval > 0)) return () => undefined;
  // The spec's wallet pauses while unfocused; open bets do too, and catch up on the refocus.
  const timer = every(() => {
    if (isFocused()) refetch();
  }, interval);
  const unsubscribe = onFocusChange((focused) => {
    if (focused) refetch();
  });
  return () => {
    stopEvery(timer);
    unsubscribe();
  };
}
