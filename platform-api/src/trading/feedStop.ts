/**
 * Issue 41 item 3: when no tick has come for a few seconds (the leader died or hangs, see
 * FEED_STOPPED_AFTER_SECONDS in ./leadership), the live markets are suspended instead of left open at stale
 * prices: a bet on one is refused as on any suspended market (RES-00108, RES-00048 for a multiple), and the
 * lists and the event page answer it as suspended, so what the platform shows agrees with what it accepts.
 * The stored status is the leader's to write; a stopped feed has no leader to write it, so the bet engine and
 * the read model read the status through this, over the markets `m` and events `e` of their query (migration
 * 018's simulator_feed_stopped reads the leader's heartbeat).
 */
export function tradedMarketStatus(m: string, e: string): string {
  return `CASE WHEN ${m}.in_running AND ${e}.state = 'live' AND ${m}.status = 'open' AND simulator_feed_stopped() THEN 'suspended' ELSE ${m}.status END`;
}
