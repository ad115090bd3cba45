import type { Database, Lease } from '../db/database';
import type { LiveChange, LiveChangeOf } from '@sportsbook/contracts';
import { publishChanges } from '../live/changeFeed';
import { ENGINES } from './engine/engines';
import type { EventFields } from './engine/engine';
import type { SimState } from './engine/types';
import { IdPool } from './idPool';
import { MarketBook, PendingWrites } from './marketBook';
import { Rng } from './rng';
import { fillSchedule } from './schedule';
import { settleBets } from '../bets/settlement';
import { ensureJackpot, settleJackpots } from '../jackpots/jackpotService';
import { forgetHurry, hurryFactor } from './hurriedEvents';
import { forcedGoalOf, forgetForcedGoal } from './forcedGoals';
import { trackPlay } from './play/matchPlay';
import { takeKickOffRound } from './kickOffRound';
import { vacuumAndAnalyzeWhenDue } from '../db/housekeeping';
import {
  beat,
  claimTerm,
  FEED_STOPPED_AFTER_SECONDS,
  fencedDatabase,
  isStaleTerm,
  LEADER_LOCK,
  STAND_EVERY_MS,
} from './leadership';

export interface SimulatorOptions {
  /** Game seconds per real second. */
  speed: number;
  /** Live events the simulator keeps going at any moment. */
  liveTarget: number;
  seed: number;
  now: () => Date;
  /** The chance a feed with live events raises an alert, per real second (spec 2 section 4: RES-00249). */
  feedAlertChancePerSecond: number;
}

export const DEFAULT_SIMULATOR_OPTIONS: SimulatorOptions = {
  speed: 20,
  liveTarget: 24,
  seed: Date.now() % 2 ** 31,
  now: () => new Date(),
  feedAlertChancePerSecond: 0.004,
};

/** Markets stay suspended this many real seconds after a dangerous moment (a goal, a break of serve). */
const SUSPEND_SECONDS = 3;
const FEED_ALERT_SECONDS = 6;
const MAINTENANCE_SECONDS = 15;
/** Enough ids for every market of one event to be new in a step (a football match's live book with its props). */
const IDS_PER_EVENT_STEP = 400;
/**
 * A process that takes over from a dead leader moves the clocks first: its first schedule round (seconds of
 * work on a loaded machine) waits this many ticks, while the world it loaded plays on.
 */
const FIRST_ROUND_AFTER_TAKEOVER_SECONDS = 5;

interface LiveEvent {
  id: number;
  feed: string;
  state: SimState;
  book: MarketBook;
  opponents: [number | null, number | null];
  suspendedFor: number;
  /** What was last published, to publish only what changed. */
  published: { fields: EventFields; count: number } | null;
}

interface EventRow {
  id: string;
  sport_code: string;
  feed_code: string;
  home_team_id: number | null;
  away_team_id: number | null;
  sim_state: SimState;
  is_outright: boolean;
}

/**
 * The trading simulator: keeps a week of pre-match events, kicks events off, plays the live ones through
 * their sport's engine, prices their markets with margin, suspends around dangerous moments and feed
 * alerts, results markets, and publishes every change on the live feed.
 */
export class TradingSimulator {
  readonly live = new Map<number, LiveEvent>();
  private readonly ids: IdPool;
  private readonly rng: Rng;
  /** The match tracker's own source, so drawing the play leaves the engines' draws (and the world) as they were. */
  private readonly playRng: Rng;
  private readonly options: SimulatorOptions;
  private sinceMaintenance = Infinity;
  /** The first schedule of this process also fills in matches that kicked off moments ago. */
  private scheduled = false;
  private alerts = new Map<string, number>();
  /** Until then (epoch ms) no feed alert starts by chance: a journey's control (`holdFeedAlerts`). */
  private alertsHeldUntil = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private standTimer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> = Promise.resolve();
  /** While this process leads: its lock, its term, and the database as its term writes it (every write fenced). */
  private leading: { lease: Lease; term: number; db: Database } | null = null;
  /** A tick failed part way: what is in memory may be ahead of the database, so it is loaded again. */
  private reload = false;
  /** A new term settles what its predecessor resulted and did not settle. */
  private settleOnNextStep = false;
  /** Ticking on its own timer (a server), rather than moved by hand (the tests call advance). */
  private onTimer = false;
  private closed = false;

  constructor(
    private readonly db: Database,
    options: Partial<SimulatorOptions> = {},
  ) {
    this.options = { ...DEFAULT_SIMULATOR_OPTIONS, ...options };
    this.ids = new IdPool(db);
    this.rng = new Rng(this.options.seed);
    this.playRng = new Rng(this.options.seed + 1);
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
      if (!first) {
        this.sinceMaintenance = Math.min(this.sinceMaintenance, MAINTENANCE_SECONDS - FIRST_ROUND_AFTER_TAKEOVER_SECONDS);
        // The world it takes over was scheduled by its predecessors: nothing of the last moments is missing.
        this.scheduled = true;
      }
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
    this.forget();
    await this.loadLive();
    // The operator's record of who led when (a server's; tests move the world by hand and lead at once).
    if (this.onTimer)
      console.log(`simulator: leading in term ${term}, ${this.live.size} live events loaded in ${Date.now() - claimed} ms`);
    // A leader that died between resulting markets and settling their bets left them open: settled after this
    // leader's first step, which moves the clocks first.
    this.settleOnNextStep = true;
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
    this.forget();
    void leading.lease.release().catch(() => undefined);
    this.standAgain();
  }

  /** Drops the world held in memory: live events, their books, feed alerts, and what was published of them. */
  private forget(): void {
    this.live.clear();
    this.alerts.clear();
    this.sinceMaintenance = Infinity;
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
    const rows = await this.db.query<EventRow>(
      `SELECT id, sport_code, feed_code, home_team_id, away_team_id, sim_state, is_outright FROM events WHERE state = 'live'`,
    );
    const books = await MarketBook.loadAll(
      this.db,
      rows.map((row) => ({ eventId: Number(row.id), feedId: row.feed_code, opponentIds: opponentsOf(row) })),
    );
    for (const row of rows) this.trackWith(row, books.get(Number(row.id))!);
    const alerts = await this.db.query<{ feed_id: string; active_until: Date }>('SELECT feed_id, active_until FROM feed_alerts');
    const now = this.options.now().getTime();
    for (const alert of alerts) {
      const left = (new Date(alert.active_until).getTime() - now) / 1000;
      if (left > 0) this.alerts.set(alert.feed_id, left);
    }
  }

  /** Plays `realSeconds` of the world: used by the timer, and directly by tests to move time on. */
  async advance(realSeconds: number): Promise<void> {
    // On its timer only the leader ticks; moved by hand, the first step takes the lead (PGlite: always its own).
    if (!this.leading && (this.onTimer || !(await this.lead()))) return;
    const leading = this.leading!;
    try {
      if (this.reload) {
        this.reload = false;
        this.forget();
        await this.loadLive();
      }
      await this.step(realSeconds, leading);
    } catch (error) {
      // Only the term the step ran in is dropped: a newer one of this same process is left alone.
      if (this.leading === leading) {
        if (isStaleTerm(error)) this.lose('the database refused a write of an older term');
        else this.reload = true;
      }
      throw error;
    }
  }

  private async step(realSeconds: number, leading: { term: number; db: Database }): Promise<void> {
    const now = this.options.now();
    const writes = new PendingWrites();
    const staleAfter = this.onTimer ? FEED_STOPPED_AFTER_SECONDS : null;
    this.sinceMaintenance += realSeconds;
    if (this.sinceMaintenance >= MAINTENANCE_SECONDS) {
      this.sinceMaintenance = 0;
      // A schedule round takes seconds on a loaded machine: the heartbeat says the feed is alive meanwhile.
      await leading.db.transaction((tx) => beat(tx, leading.term, staleAfter));
      await fillSchedule(leading.db, this.ids, this.rng, now, {
        speed: this.options.speed,
        liveTarget: this.options.liveTarget,
        backfill: !this.scheduled,
      });
      this.scheduled = true;
      await ensureJackpot(leading.db, now);
      // The round has just written a schedule's worth of events and markets, which the next steps look up.
      await vacuumAndAnalyzeWhenDue(this.db);
      await this.kickOff(now, realSeconds, writes);
      takeKickOffRound();
    } else if (takeKickOffRound()) await this.kickOff(now, realSeconds, writes);
    this.updateFeedAlerts(realSeconds, writes);
    const eventUpdates: {
      id: number;
      fields: EventFields;
      state: SimState;
      finished: boolean;
      opponents: [number | null, number | null];
    }[] = [];
    /** The events handed a goal asked for in this tick. */
    const scoring: number[] = [];
    for (const event of this.live.values()) {
      const engine = ENGINES[event.state.style];
      await this.ids.reserve(IDS_PER_EVENT_STEP);
      const forced = forcedGoalOf(event.id);
      if (forced !== undefined) {
        event.state.forcedGoal = forced;
        scoring.push(event.id);
      }
      const gameSeconds = realSeconds * this.options.speed * hurryFactor(event.id);
      const happened = engine.advance(event.state, gameSeconds, this.rng);
      event.suspendedFor = happened.some((h) => h.dangerous) ? SUSPEND_SECONDS : Math.max(0, event.suspendedFor - realSeconds);
      const suspended = event.suspendedFor > 0 || this.alerts.has(event.feed);
      event.book.reconcile(engine.markets(event.state, true), {
        suspended,
        live: true,
        newId: this.ids.next,
        writes,
        eventful: happened.some((h) => h.dangerous),
        elapsed: realSeconds,
      });
      const finished = event.state.phase === 'finished';
      if (finished) {
        event.book.reconcile(engine.markets(event.state, false), { suspended: false, live: false, newId: this.ids.next, writes });
        event.book.voidUnresulted(writes);
        this.live.delete(event.id);
        forgetHurry(event.id);
        writes.changes.push({ t: 'event', eid: event.id, state: 'finished' });
      }
      const fields = engine.fields(event.state);
      const play = trackPlay(event.state, happened, gameSeconds, fields.clock?.minutes ?? 0, this.playRng);
      this.describeChanges(event, fields, writes.changes, play);
      eventUpdates.push({ id: event.id, fields, state: event.state, finished, opponents: event.opponents });
    }
    // One transaction of the term: its heartbeat, the books, the events' states and the feed alerts together.
    await this.db.transaction(async (tx) => {
      await beat(tx, leading.term, staleAfter);
      await writes.applyIn(tx);
      for (const update of eventUpdates) await this.saveEvent(tx, leading.term, update);
      if (writes.changes.some((change) => change.t === 'alert')) await this.writeFeedAlerts(tx, now);
    });
    // A goal asked for is forgotten once a saved tick scored it; a tick that failed plays it again.
    for (const update of eventUpdates)
      if (scoring.includes(update.id) && (update.state.forcedGoal === undefined || update.finished)) forgetForcedGoal(update.id);
    await publishChanges(this.db, writes.changes);
    // Bets settle as soon as their markets have resulted.
    if (writes.resultedMarkets.length || this.settleOnNextStep) {
      this.settleOnNextStep = false;
      await settleBets(this.db);
      await settleJackpots(this.db);
    }
  }

  /** The bet engine reads feed alerts from the database (RES-00249); the leader's term writes them. */
  private async saveFeedAlerts(now: Date): Promise<void> {
    await (this.leading?.db ?? this.db).transaction((tx) => this.writeFeedAlerts(tx, now));
  }

  private async writeFeedAlerts(tx: Pick<Database, 'query'>, now: Date): Promise<void> {
    await tx.query('DELETE FROM feed_alerts');
    for (const [feed, seconds] of this.alerts) {
      await tx.query('INSERT INTO feed_alerts (feed_id, active_until) VALUES ($1, $2)', [
        feed,
        new Date(now.getTime() + seconds * 1000).toISOString(),
      ]);
    }
  }

  /**
   * Starts the events whose kick-off time has come, never earlier. An event starts as much game time in as
   * has passed since its kick-off, so its clock matches the time it was advertised for; one whose team is
   * still playing another match waits for it to end.
   */
  private async kickOff(now: Date, realSeconds: number, writes: PendingWrites): Promise<void> {
    const due = await this.db.query<EventRow & { event_date: Date }>(
      `SELECT id, sport_code, feed_code, home_team_id, away_team_id, sim_state, is_outright, event_date FROM events
       WHERE state = 'prematch' AND event_date <= $1 ORDER BY event_date`,
      [now.toISOString()],
    );
    const playing = new Set([...this.live.values()].flatMap((event) => event.opponents));
    // A hurried match (a jackpot played out, a journey's own match) kicks off before the others due: a team's
    // ordinary fixture due a moment earlier would otherwise start first and hold it back a whole match.
    const order = [...due].sort((a, b) => hurryFactor(Number(b.id)) - hurryFactor(Number(a.id)));
    for (const row of order) {
      if (!row.is_outright && (playing.has(row.home_team_id) || playing.has(row.away_team_id))) continue;
      const event = await this.track(row);
      event.book.suspendLongTerm((market) => market.periodType < 200, writes);
      writes.changes.push({ t: 'event', eid: event.id, state: 'live' });
      // Outrights are not played live: they result at once.
      if (row.is_outright) {
        ENGINES.outright.advance(event.state, 0, this.rng);
        continue;
      }
      event.state.phase = 'live';
      for (const team of event.opponents) playing.add(team);
      // This step plays `realSeconds` of every live event, this one included.
      const late = (now.getTime() - new Date(row.event_date).getTime()) / 1000 - realSeconds;
      if (late > 0) ENGINES[event.state.style].advance(event.state, late * this.options.speed, this.rng);
    }
  }

  private async track(row: EventRow): Promise<LiveEvent> {
    return this.trackWith(row, await MarketBook.load(this.db, Number(row.id), row.feed_code, opponentsOf(row)));
  }

  private trackWith(row: EventRow, book: MarketBook): LiveEvent {
    const event: LiveEvent = {
      id: Number(row.id),
      feed: row.feed_code,
      state: row.sim_state,
      book,
      opponents: opponentsOf(row),
      suspendedFor: 0,
      published: null,
    };
    this.live.set(event.id, event);
    return event;
  }

  /** A feed alert suspends every market of that feed for a few seconds (spec 2 section 4). */
  private updateFeedAlerts(realSeconds: number, writes: PendingWrites): void {
    for (const [feed, left] of this.alerts) {
      if (left - realSeconds > 0) this.alerts.set(feed, left - realSeconds);
      else {
        // An ended alert is published so its markets reopen and the bet engine forgets it.
        this.alerts.delete(feed);
        writes.changes.push(this.alertChange(feed, false));
      }
    }
    if (this.options.now().getTime() < this.alertsHeldUntil) return;
    const feeds = new Set([...this.live.values()].map((event) => event.feed));
    for (const feed of feeds) {
      if (this.alerts.has(feed) || !this.rng.chance(this.options.feedAlertChancePerSecond * realSeconds)) continue;
      this.alerts.set(feed, FEED_ALERT_SECONDS);
      writes.changes.push(this.alertChange(feed, true));
    }
  }

  /** Starts a feed alert now (tests and drills use it). */
  async raiseFeedAlert(feed: string, seconds = FEED_ALERT_SECONDS): Promise<void> {
    this.alerts.set(feed, seconds);
    await this.saveFeedAlerts(this.options.now());
  }

  /**
   * Holds feed alerts off for `seconds` (drills and journeys, through the simulator's control): the alerts
   * active end now, published as any ended alert is, and none starts by chance until the hold ends; one raised
   * on purpose (`raiseFeedAlert`) still starts. A journey that must see a bet placed at its first try is not
   * refused by a chance alert (RES-00249) it did not ask for. Runs between two ticks, never inside one.
   */
  async holdFeedAlerts(seconds: number): Promise<void> {
    this.alertsHeldUntil = this.options.now().getTime() + seconds * 1000;
    const ended = this.running.then(async () => {
      if (!this.alerts.size) return;
      const changes = [...this.alerts.keys()].map((feed) => this.alertChange(feed, false));
      this.alerts.clear();
      await this.saveFeedAlerts(this.options.now());
      await publishChanges(this.db, changes);
    });
    this.running = ended.catch((error) => console.error('feed alert hold failed', error));
    await ended;
  }

  /** An alert's start or end as the live feed publishes it, with the live events of its feed. */
  private alertChange(feed: string, active: boolean): LiveChange {
    return { t: 'alert', feed, active, eids: this.eventsOfFeed(feed) };
  }

  private eventsOfFeed(feed: string): number[] {
    return [...this.live.values()].filter((event) => event.feed === feed).map((event) => event.id);
  }

  /** Clock, score, the tracker's play, open-market count and cricket outcomes, each published only when it changed. */
  private describeChanges(
    event: LiveEvent,
    fields: EventFields,
    changes: LiveChange[],
    play: ReturnType<typeof trackPlay>,
  ): void {
    const previous = event.published;
    const count = event.book.openCount(true);
    if (fields.clock && JSON.stringify(fields.clock) !== JSON.stringify(previous?.fields.clock))
      changes.push({ t: 'clock', eid: event.id, clock: fields.clock });
    if (
      JSON.stringify(fields.scores) !== JSON.stringify(previous?.fields.scores) ||
      fields.currentPeriod !== previous?.fields.currentPeriod
    ) {
      // Per-period scores go out as the entries that changed; subscribers merge them by opponent, period
      // key and instance (spec 2 section 4), so a long match does not resend every period on each point.
      const before = new Set((previous?.fields.scores.scoresPerPeriod ?? []).map((entry) => JSON.stringify(entry)));
      const scoresPerPeriod = fields.scores.scoresPerPeriod?.filter((entry) => !before.has(JSON.stringify(entry)));
      const scores = withOpponents({ ...fields.scores, scoresPerPeriod }, event.opponents);
      changes.push({
        t: 'score',
        eid: event.id,
        scores,
        currentPeriod: fields.currentPeriod,
        currentPeriodAbbreviation: fields.currentPeriodAbbreviation,
        currentPeriodNumber: fields.currentPeriodNumber,
      });
    }
    // Right behind the score it agrees with, so a client draws both from the same message.
    if (play) changes.push({ t: 'play', eid: event.id, ...play });
    if (count !== previous?.count) changes.push({ t: 'count', eid: event.id, liveOpenMarketCount: count });
    if (fields.cricketOutcomes && JSON.stringify(fields.cricketOutcomes) !== JSON.stringify(previous?.fields.cricketOutcomes)) {
      changes.push({ t: 'cricket', eid: event.id, cricketOutcomes: fields.cricketOutcomes });
    }
    event.published = { fields, count };
  }

  /** An event's state as its term's leader wrote it: the row carries the term (who last moved its clock). */
  private async saveEvent(
    tx: Pick<Database, 'query'>,
    term: number,
    {
      id,
      fields,
      state,
      finished,
      opponents,
    }: {
      id: number;
      fields: EventFields;
      state: SimState;
      finished: boolean;
      opponents: [number | null, number | null];
    },
  ): Promise<void> {
    await tx.query(
      `UPDATE events SET state = $2, clock = $3, scores = $4, current_period = $5, current_period_abbreviation = $6,
         current_period_number = $7, cricket_outcomes = $8, sim_state = $9, finished_at = $10, leader_term = $11, updated_at = now() WHERE id = $1`,
      [
        id,
        finished ? 'finished' : 'live',
        fields.clock ? JSON.stringify(fields.clock) : null,
        JSON.stringify(withOpponents(fields.scores, opponents)),
        fields.currentPeriod,
        fields.currentPeriodAbbreviation,
        fields.currentPeriodNumber,
        fields.cricketOutcomes ? JSON.stringify(fields.cricketOutcomes) : null,
        JSON.stringify(state),
        finished ? this.options.now().toISOString() : null,
        term,
      ],
    );
  }
}

const opponentsOf = (row: EventRow): [number | null, number | null] => [row.home_team_id, row.away_team_id];

/** Engines speak of sides 0 and 1; the spec's scores name the opponent ids. */
function withOpponents(
  scores: EventFields['scores'],
  opponents: [number | null, number | null],
): LiveChangeOf<'score'>['scores'] {
  return JSON.parse(JSON.stringify(scores), (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value) && 'opponentIndex' in value) {
      const { opponentIndex, ...rest } = value as { opponentIndex: 0 | 1 };
      return { opponentId: opponents[opponentIndex], ...rest };
    }
    return value;
  });
}
