import type { LiveChange } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import type { Rng } from './rng';

/** How long a feed alert started by chance lasts, in real seconds. */
export const FEED_ALERT_SECONDS = 6;

/**
 * The feed alerts running now (spec 2 section 4): an alert suspends every market of its feed for a few seconds,
 * and the bet engine refuses bets on that feed meanwhile (RES-00249), so it reads them from the database.
 * Held in memory by the leader, seconds left per feed, and written by its term.
 */
export class FeedAlerts {
  private readonly left = new Map<string, number>();
  /** Until then (epoch ms) no feed alert starts by chance: a journey's control (`holdFeedAlerts`). */
  private heldUntil = 0;

  /** `eventsOfFeed` names the live events of a feed, which an alert's change on the live feed carries. */
  constructor(private readonly eventsOfFeed: (feed: string) => number[]) {}

  has(feed: string): boolean {
    return this.left.has(feed);
  }

  clear(): void {
    this.left.clear();
  }

  /** The alerts still running as the database has them (after a restart or a change of leader). */
  async load(db: Pick<Database, 'query'>, now: () => Date): Promise<void> {
    const alerts = await db.query<{ feed_id: string; active_until: Date }>('SELECT feed_id, active_until FROM feed_alerts');
    const nowMs = now().getTime();
    for (const alert of alerts) {
      const left = (new Date(alert.active_until).getTime() - nowMs) / 1000;
      if (left > 0) this.left.set(alert.feed_id, left);
    }
  }

  /**
   * Moves the alerts on `realSeconds`: ended ones end, and each feed of `feeds` without one may start one by
   * chance (unless held). Says what changed, for the live feed.
   */
  tick(realSeconds: number, nowMs: number, feeds: Iterable<string>, rng: Rng, chancePerSecond: number): LiveChange[] {
    const changes: LiveChange[] = [];
    for (const [feed, left] of this.left) {
      if (left - realSeconds > 0) this.left.set(feed, left - realSeconds);
      else {
        // An ended alert is published so its markets reopen and the bet engine forgets it.
        this.left.delete(feed);
        changes.push(this.change(feed, false));
      }
    }
    if (nowMs < this.heldUntil) return changes;
    for (const feed of new Set(feeds)) {
      if (this.left.has(feed) || !rng.chance(chancePerSecond * realSeconds)) continue;
      this.left.set(feed, FEED_ALERT_SECONDS);
      changes.push(this.change(feed, true));
    }
    return changes;
  }

  /** Starts an alert on purpose (tests and drills); a hold does not stop it. */
  raise(feed: string, seconds: number): void {
    this.left.set(feed, seconds);
  }

  /** No alert starts by chance before `untilMs`. */
  hold(untilMs: number): void {
    this.heldUntil = untilMs;
  }

  /** Ends every running alert now: the changes that publish their ends. */
  endAll(): LiveChange[] {
    const changes = [...this.left.keys()].map((feed) => this.change(feed, false));
    this.left.clear();
    return changes;
  }

  /** Replaces the stored alerts with the running ones, inside the caller's transaction. */
  async write(tx: Pick<Database, 'query'>, now: Date): Promise<void> {
    await tx.query('DELETE FROM feed_alerts');
    for (const [feed, seconds] of this.left) {
      await tx.query('INSERT INTO feed_alerts (feed_id, active_until) VALUES ($1, $2)', [
        feed,
        new Date(now.getTime() + seconds * 1000).toISOString(),
      ]);
    }
  }

  /** An alert's start or end as the live feed publishes it, with the live events of its feed. */
  private change(feed: string, active: boolean): LiveChange {
    return { t: 'alert', feed, active, eids: this.eventsOfFeed(feed) };
  }
}
