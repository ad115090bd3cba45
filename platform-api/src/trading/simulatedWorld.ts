import type { Database } from '../db/database';
import { publishChanges } from '../live/changeFeed';
import { ENGINES } from './engine/engines';
import { IdPool } from './idPool';
import { MarketBook } from './marketBook';
import { PendingWrites } from './pendingWrites';
import { Rng } from './rng';
import { fillSchedule } from './schedule';
import { settleBets } from '../bets/settlement';
import { ensureJackpot, settleJackpots } from '../jackpots/jackpotService';
import { forgetHurry, hurryFactor } from './hurriedEvents';
import { forcedGoalOf, forgetForcedGoal } from './forcedGoals';
import { trackPlay } from './play/matchPlay';
import { takeKickOffRound } from './kickOffRound';
import { vacuumAndAnalyzeWhenDue } from '../db/housekeeping';
import { beat } from './leadership';
import { FeedAlerts } from './feedAlerts';
import { describeChanges } from './eventChanges';
import { saveEvent, type EventUpdate } from './eventState';
import { EVENT_ROW_COLUMNS, liveEventOf, opponentsOf, type EventRow, type LiveEvent } from './liveEvent';
import type { SimulatorOptions } from './simulatorOptions';

/** Markets stay suspended this many real seconds after a dangerous moment (a goal, a break of serve). */
const SUSPEND_SECONDS = 3;
const MAINTENANCE_SECONDS = 15;
/** Enough ids for every market of one event to be new in a step (a football match's live book with its props). */
const IDS_PER_EVENT_STEP = 400;
/**
 * A process that takes over from a dead leader moves the clocks first: its first schedule round (seconds of
 * work on a loaded machine) waits this many ticks, while the world it loaded plays on.
 */
const FIRST_ROUND_AFTER_TAKEOVER_SECONDS = 5;

/**
 * The world the leading simulator plays: keeps a week of pre-match events, kicks events off, plays the live
 * ones through their sport's engine, prices their markets with margin, suspends around dangerous moments and
 * feed alerts, results markets, and publishes every change on the live feed. Who may play it is the
 * simulator's business (simulator.ts); this moves it on, one step at a time, in the leader's term.
 */
export class SimulatedWorld {
  readonly live = new Map<number, LiveEvent>();
  readonly alerts = new FeedAlerts((feed) =>
    [...this.live.values()].filter((event) => event.feed === feed).map((event) => event.id),
  );
  private readonly ids: IdPool;
  private readonly rng: Rng;
  /** The match tracker's own source, so drawing the play leaves the engines' draws (and the world) as they were. */
  private readonly playRng: Rng;
  private sinceMaintenance = Infinity;
  /** The first schedule of this process also fills in matches that kicked off moments ago. */
  private scheduled = false;
  /** A new term settles what its predecessor resulted and did not settle. */
  private settleOnNextStep = false;

  constructor(
    private readonly db: Database,
    private readonly options: SimulatorOptions,
  ) {
    this.ids = new IdPool(db);
    this.rng = new Rng(options.seed);
    this.playRng = new Rng(options.seed + 1);
  }

  /** Taken over from another leader: its first schedule round waits a little, and nothing past is missing. */
  takenOver(): void {
    this.sinceMaintenance = Math.min(this.sinceMaintenance, MAINTENANCE_SECONDS - FIRST_ROUND_AFTER_TAKEOVER_SECONDS);
    // The world it takes over was scheduled by its predecessors: nothing of the last moments is missing.
    this.scheduled = true;
  }

  /**
   * A leader that died between resulting markets and settling their bets left them open: settled after the new
   * leader's first step, which moves the clocks first.
   */
  settleAfterNextStep(): void {
    this.settleOnNextStep = true;
  }

  /** Drops the world held in memory: live events, their books, feed alerts, and what was published of them. */
  forget(): void {
    this.live.clear();
    this.alerts.clear();
    this.sinceMaintenance = Infinity;
  }

  /** Loads the events already live and the feed alerts still running (after a restart or a change of leader). */
  async load(): Promise<void> {
    const rows = await this.db.query<EventRow>(`SELECT ${EVENT_ROW_COLUMNS} FROM events WHERE state = 'live'`);
    const books = await MarketBook.loadAll(
      this.db,
      rows.map((row) => ({ eventId: Number(row.id), feedId: row.feed_code, opponentIds: opponentsOf(row) })),
    );
    for (const row of rows) this.trackWith(row, books.get(Number(row.id))!);
    await this.alerts.load(this.db, this.options.now);
  }

  /** Plays `realSeconds` of the world in the leader's term; `staleAfter` is the heartbeat's (leadership.ts). */
  async step(realSeconds: number, leading: { term: number; db: Database }, staleAfter: number | null): Promise<void> {
    const now = this.options.now();
    const writes = new PendingWrites();
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
    writes.changes.push(
      ...this.alerts.tick(
        realSeconds,
        this.options.now().getTime(),
        [...this.live.values()].map((event) => event.feed),
        this.rng,
        this.options.feedAlertChancePerSecond,
      ),
    );
    const eventUpdates: EventUpdate[] = [];
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
      const clock = engine.fields(event.state).clock;
      const play = trackPlay(event.state, happened, gameSeconds, clock?.minutes ?? 0, this.playRng);
      // Read after the tracker's tick: a tennis scoreboard's points are the tracker's, the same as it shows.
      const fields = engine.fields(event.state);
      describeChanges(event, fields, writes.changes, play);
      eventUpdates.push({ id: event.id, fields, state: event.state, finished, opponents: event.opponents });
    }
    // One transaction of the term: its heartbeat, the books, the events' states and the feed alerts together.
    await this.db.transaction(async (tx) => {
      await beat(tx, leading.term, staleAfter);
      await writes.applyIn(tx);
      for (const update of eventUpdates) await saveEvent(tx, leading.term, update, this.options.now);
      if (writes.changes.some((change) => change.t === 'alert')) await this.alerts.write(tx, now);
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

  /**
   * Starts the events whose kick-off time has come, never earlier. An event starts as much game time in as
   * has passed since its kick-off, so its clock matches the time it was advertised for; one whose team is
   * still playing another match waits for it to end.
   */
  private async kickOff(now: Date, realSeconds: number, writes: PendingWrites): Promise<void> {
    const due = await this.db.query<EventRow & { event_date: Date }>(
      `SELECT ${EVENT_ROW_COLUMNS}, event_date FROM events
       WHERE state = 'prematch' AND event_date <= $1 ORDER BY event_date`,
      [now.toISOString()],
    );
    const playing = new Set([...this.live.values()].flatMap((event) => event.opponents));
    // A hurried match (a jackpot played out, a journey's own match) kicks off before the others due: a team's
    // ordinary fixture due a moment earlier would otherwise start first and hold it back a whole match.
    const order = [...due].sort((a, b) => hurryFactor(Number(b.id)) - hurryFactor(Number(a.id)));
    for (const row of order) {
      if (!row.is_outright && (playing.has(row.home_team_id) || playing.has(row.away_team_id))) continue;
      const event = this.trackWith(row, await MarketBook.load(this.db, Number(row.id), row.feed_code, opponentsOf(row)));
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

  private trackWith(row: EventRow, book: MarketBook): LiveEvent {
    const event = liveEventOf(row, book);
    this.live.set(event.id, event);
    return event;
  }
}
