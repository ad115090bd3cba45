import { createStore } from 'zustand/vanilla';
import type { Clock, LiveChange, LiveChangeOf, PeriodAbbreviation } from '@sportsbook/contracts';
import { mergeScores, type ScoresDelta } from './scoreMerge';

/** A change of the platform's live stream (spec 2 section 4), as the contracts define it for both sides. */
export type StreamChange = LiveChange;

/** What the stream said about one event since the page loaded it; `at` is when it last changed. */
export interface EventPatch {
  at: number;
  clock?: Clock;
  finished?: boolean;
  liveOpenMarketCount?: number;
  scores?: ScoresDelta;
  period?: { currentPeriod?: string; currentPeriodAbbreviation?: PeriodAbbreviation; currentPeriodNumber?: number };
  cricketOutcomes?: string[];
  /** Markets gone long-term suspended or closed: out of the lists (spec 2 section 4). */
  removedMarkets?: number[];
  /** A feed alert suspends every market of the event while it lasts. */
  alert?: boolean;
}

export interface LiveState {
  /** By outcome: its price, and `hidden` when the feed hides the outcome (its h flag). */
  prices: Record<number, { decimal: number; hidden?: true; at: number }>;
  statuses: Record<number, { status: string; at: number }>;
  /** By market: the line (spread) a pushed price came with, when it moved. */
  lines: Record<number, { line: number; at: number }>;
  events: Record<number, EventPatch>;
  /** By event: the match tracker's newest play, apart from the event so its rows do not draw again for it. */
  plays: Record<number, LiveChangeOf<'play'>>;
}

export const EMPTY_LIVE_STATE: LiveState = { prices: {}, statuses: {}, lines: {}, events: {}, plays: {} };

const GONE = ['lts', 'closed'];

/**
 * Applies a batch of pushed changes. Prices and market statuses are kept by id and event fields by event,
 * each entry replaced only when it changes, so a component re-renders for its own outcome, market or
 * event and never for the whole list. Returns the same state when nothing changed.
 */
export function applyChanges(state: LiveState, changes: StreamChange[], now = Date.now()): LiveState {
  let { prices, statuses, lines, events, plays } = state;
  const setPrice = (oid: number, decimal: number, hidden: boolean) => {
    if (prices === state.prices) prices = { ...prices };
    prices[oid] = hidden ? { decimal, hidden, at: now } : { decimal, at: now };
  };
  const setLine = (mid: number, line: number) => {
    if (lines === state.lines) lines = { ...lines };
    lines[mid] = { line, at: now };
  };
  const setStatus = (mid: number, status: string) => {
    if (statuses === state.statuses) statuses = { ...statuses };
    statuses[mid] = { status, at: now };
  };
  const patch = (eid: number, update: (current: EventPatch) => Omit<EventPatch, 'at'>) => {
    if (events === state.events) events = { ...events };
    const current = events[eid] ?? { at: now };
    events[eid] = { ...current, ...update(current), at: now };
  };
  const removeMarket = (eid: number, mid: number) =>
    patch(eid, (current) => ({
      removedMarkets: current.removedMarkets?.includes(mid) ? current.removedMarkets : [...(current.removedMarkets ?? []), mid],
    }));

  for (const change of changes) {
    switch (change.t) {
      case 'price':
        // The hidden flag and the line come with the price: a hidden outcome leaves the lists, a moved line
        // is the one the price is for (spec 2 section 3's h and s0).
        setPrice(change.oid, change.clp.cp.d, change.h === true);
        if (typeof change.clp.cp.s0 === 'number') setLine(change.mid, change.clp.cp.s0);
        setStatus(change.mid, change.s);
        if (GONE.includes(change.s)) removeMarket(change.eid, change.mid);
        break;
      case 'market':
        setStatus(change.mid, change.s);
        if (GONE.includes(change.s)) removeMarket(change.eid, change.mid);
        break;
      case 'clock':
        // END_OF_EVENT marks the event finished; any other status replaces the clock.
        patch(change.eid, () =>
          change.clock.status === 'END_OF_EVENT' ? { clock: change.clock, finished: true } : { clock: change.clock },
        );
        break;
      case 'score':
        patch(change.eid, (current) => ({
          // Deltas accumulate here; the match score is kept and dropped later for generic scoreboards.
          scores: mergeScores(current.scores, change.scores, true),
          period: {
            currentPeriod: change.currentPeriod ?? undefined,
            currentPeriodAbbreviation: change.currentPeriodAbbreviation ?? undefined,
            currentPeriodNumber: change.currentPeriodNumber ?? undefined,
          },
        }));
        break;
      case 'count':
        patch(change.eid, () => ({ liveOpenMarketCount: change.liveOpenMarketCount }));
        break;
      case 'cricket':
        // Cricket outcomes replace the previous ones.
        patch(change.eid, () => ({ cricketOutcomes: change.cricketOutcomes }));
        break;
      case 'event':
        if (change.state === 'finished') patch(change.eid, () => ({ finished: true }));
        break;
      case 'alert':
        for (const eid of change.eids) patch(eid, () => ({ alert: change.active }));
        break;
      case 'play':
        plays = { ...plays, [change.eid]: change };
        break;
    }
  }
  return prices === state.prices &&
    statuses === state.statuses &&
    lines === state.lines &&
    events === state.events &&
    plays === state.plays
    ? state
    : { prices, statuses, lines, events, plays };
}

/** Without a poll to compare with, a pushed value is trusted this long; by then a poll has caught up. */
export const PUSH_TRUST_MS = 20_000;
/** The platform's lists may be this far behind its stream (its read cache). */
export const READ_LAG_MS = 1000;

/**
 * Whether a pushed entry is newer than what the page shows: newer than the poll the page last made
 * (`polledAt`, less the lists' lag), or, without one, recent.
 */
export function fresh<T extends { at: number }>(entry: T | undefined, polledAt?: number, now = Date.now()): T | undefined {
  if (!entry) return undefined;
  return (polledAt !== undefined ? entry.at >= polledAt - READ_LAG_MS : now - entry.at <= PUSH_TRUST_MS) ? entry : undefined;
}

/** The live state of the events remote: one per page, fed by the stream client. */
export const liveState = createStore<LiveState>()(() => EMPTY_LIVE_STATE);
