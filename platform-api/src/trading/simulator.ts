import type { Database, Lease } from '../db/database';
import { publishChanges } from '../live/changeFeed';
import { FEED_ALERT_SECONDS } from './feedAlerts';
import { SimulatedWorld } from './simulatedWorld';
import { DEFAULT_SIMULATOR_OPTIONS, type SimulatorOptions } from './simulatorOptions';
import { claimTerm, FEED_STOPPED_AFTER_SECONDS, fencedDatabase, isStaleTerm, LEADER_LOCK, STAND_EVERY_MS } from './leadership';

export { DEFAULT_SIMULATOR_OPTIONS, type SimulatorOptions } from './simulatorOptions';

/**
 * The trading simulator: one process at a time leads it (leadership.ts), and the leader plays the world
 * (simulatedWorld.ts) once a real second. This holds who leads, the timer, and the controls that reach the
 * world from outside (feed alerts raised or held by tests, drills and journeys).
 */
export class TradingSimulator {
  private readonly world: SimulatedWorld;
  private readonly options: SimulatorOptions;
  private timer: ReturnType<typeof setInterval> | undefined;
  private standTimer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> = Promise.resolve();
  /** While this process leads: its lock, its term, and the database as its term writes it (every write fenced). */
  private leading: { lease: Lease; term: number; db: Database } | null = null;
  /** A tick failed part way: what is in memory may be ahead of the database, so it is loaded again. */
  private reload = false;
  /** Ticking on its own timer (a server), rather than moved by hand (the tests call advance). */
  private onTimer = false;
  private closed = false;

  constructor(
    private readonly db: Database,
    options: Partial<SimulatorOptions> = {},
  ) {
    this.options = { ...DEFAULT_SIMULATOR_OPTIONS, ...options };
    this.world = new SimulatedWorld(db, this.options);
  }

  /** The live events played now, with their books. */
  get live() {
    return this.world.live;
  }

  /** Starts ticking once a second if this process wins the leadership; otherwise stands again every second. */
  async start(): Promise<void> {
    this.onTimer = true;
    await this.stand(true);
  }

  /** The term this process leads in, or null while another process leads. */
  get term(): number | null {
    return this.leading?.term ?? null;
  }

  /**
   * Stands for leadership; the winner claims the next term, loads the live world from the database and ticks.
   * At the process's start the first step fills the schedule and kicks events off before the API answers its
   * first call; a process taking over moves the clocks first.
   */
  private async stand(first: boolean): Promise<void> {
    if (this.closed) return;
    try {
      // A tick of an earlier term still in flight finishes (refused by the fence) before the world is loaded.
      await this.running;
      if (!(await this.lead())) return this.standAgain();
      if (!first) this.world.takenOver();
      // Taking over, the clocks move at once: the second its predecessor's death cost at least is played now.
      await this.advance(first ? 0 : 1);
    } catch (error) {
      console.error('simulator: taking the lead failed', error);
      if (first) throw error;
      // Led, it lets go and stands again; not led yet (the database unreachable, say), it stands again.
      if (this.leading) this.lose('taking the lead failed');
      else this.standAgain();
      return;
    }
    this.timer = setInterval(() => {
      this.running = this.running.then(() => this.advance(1)).catch((error) => console.error('simulator tick failed', error));
    }, 1000);
  }

  private standAgain() {
    if (this.closed || !this.onTimer) return;
    clearTimeout(this.standTimer);
    this.standTimer = setTimeout(() => void this.stand(false), STAND_EVERY_MS);
  }

  /** Takes the lock and the next term if no process holds it; true while this process leads. */
  private async lead(): Promise<boolean> {
    if (this.leading) return true;
    // A lock lost is this lease's: a late word of an older lease's connection leaves a newer term alone.
    const lease: Lease | null = await this.db.tryLeadership(LEADER_LOCK, () => {
      if (lease && this.leading?.lease === lease) this.lose('the simulator lock was lost');
    });
    if (!lease) return false;
    const claimed = Date.now();
    const term = await claimTerm(this.db);
    this.leading = { lease, term, db: fencedDatabase(this.db, term) };
    this.world.forget();
    await this.loadLive();
    // The operator's record of who led when (a server's; tests move the world by hand and lead at once).
    if (this.onTimer)
      console.log(`simulator: leading in term ${term}, ${this.live.size} live events loaded in ${Date.now() - claimed} ms`);
    this.world.settleAfterNextStep();
    return true;
  }

  /**
   * The lock was lost, or the database refused this process's term: everything it held in memory goes at once
   * (it may be stale beside a newer leader's), and it stands again; leading again, it loads the world afresh.
   */
  private lose(reason: string): void {
    const leading = this.leading;
    if (!leading) return;
    console.error(`simulator: ${reason} (term ${leading.term}); its live events and books are dropped`);
    this.leading = null;
    clearInterval(this.timer);
    this.world.forget();
    void leading.lease.release().catch(() => undefined);
    this.standAgain();
  }

  async stop(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    clearTimeout(this.standTimer);
    await this.running;
    const leading = this.leading;
    this.leading = null;
    await leading?.lease.release().catch(() => undefined);
  }

  /** Loads the events already live and the feed alerts still running (after a restart or a change of leader). */
  async loadLive(): Promise<void> {
    await this.world.load();
  }

  /** Plays `realSeconds` of the world: used by the timer, and directly by tests to move time on. */
  async advance(realSeconds: number): Promise<void> {
    // On its timer only the leader ticks; moved by hand, the first step takes the lead (PGlite: always its own).
    if (!this.leading && (this.onTimer || !(await this.lead()))) return;
    const leading = this.leading!;
    try {
      if (this.reload) {
        this.reload = false;
        this.world.forget();
        await this.loadLive();
      }
      await this.world.step(realSeconds, leading, this.onTimer ? FEED_STOPPED_AFTER_SECONDS : null);
    } catch (error) {
      // Only the term the step ran in is dropped: a newer one of this same process is left alone.
      if (this.leading === leading) {
        if (isStaleTerm(error)) this.lose('the database refused a write of an older term');
        else this.reload = true;
      }
      throw error;
    }
  }

  /** The bet engine reads feed alerts from the database (RES-00249); the leader's term writes them. */
  private async saveFeedAlerts(now: Date): Promise<void> {
    await (this.leading?.db ?? this.db).transaction((tx) => this.world.alerts.write(tx, now));
  }

  /** Starts a feed alert now (tests and drills use it). */
  async raiseFeedAlert(feed: string, seconds = FEED_ALERT_SECONDS): Promise<void> {
    this.world.alerts.raise(feed, seconds);
    await this.saveFeedAlerts(this.options.now());
  }

  /**
   * Holds feed alerts off for `seconds` (drills and journeys, through the simulator's control): the alerts
   * active end now, published as any ended alert is, and none starts by chance until the hold ends; one raised
   * on purpose (`raiseFeedAlert`) still starts. A journey that must see a bet placed at its first try is not
   * refused by a chance alert (RES-00249) it did not ask for. Runs between two ticks, never inside one.
   */
  async holdFeedAlerts(seconds: number): Promise<void> {
    this.world.alerts.hold(this.options.now().getTime() + seconds * 1000);
    const ended = this.running.then(async () => {
      const changes = this.world.alerts.endAll();
      if (!changes.length) return;
      await this.saveFeedAlerts(this.options.now());
      await publishChanges(this.db, changes);
    });
    this.running = ended.catch((error) => console.error('feed alert hold failed', error));
    await ended;
  }
}
