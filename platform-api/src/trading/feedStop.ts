/**
 * Issue 41 item 3: when no tick has come for a few seconds (the leader died or hangs, see
 * FEED_STOPPED_AFTER_SECONDS in ./leadership), the live markets are suspended for betting instead of left open
 * at stale prices: a bet on one is refused as on any suspended market (RES-00108, RES-00048 for a multiple).
 * The stored status is the leader's to write; a stopped feed has no leader to write it, so the bet engine reads
 * the status through this, over the markets `m` and events `e` of its query (migration 014's
 * simulator_feed_stopped reads the leader's heartbeat).
 */
export function marketStatusForBetting(m: string, e: string): string {
  return `CASE WHEN ${m}.in_running AND ${e}.state = 'live' AND ${m}.status = 'open' AND simulator_feed_stopped() THEN 'suspended' ELSE ${m}.status END`;
}
