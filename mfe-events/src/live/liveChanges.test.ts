import type { LiveChange } from '@sportsbook/contracts';
import { applyChanges, EMPTY_LIVE_STATE, fresh, PUSH_TRUST_MS, READ_LAG_MS } from './liveChanges';

describe('applying pushed live changes (spec 2 section 4)', () => {
  it('keeps the latest price of each outcome and the status of its market', () => {
    const state = applyChanges(
      EMPTY_LIVE_STATE,
      [
        { t: 'price', eid: 1, mid: 10, oid: 100, mtid: 1, ptid: 100, h: false, s: 'open', clp: { cp: { d: 2.1 } } },
        { t: 'price', eid: 1, mid: 10, oid: 100, mtid: 1, ptid: 100, h: false, s: 'open', clp: { cp: { d: 2.2 } } },
        { t: 'market', eid: 1, mid: 11, mtid: 1, ptid: 100, s: 'suspended' },
      ],
      1000,
    );
    expect(state.prices[100]).toEqual({ decimal: 2.2, at: 1000 });
    expect(state.statuses).toEqual({ 10: { status: 'open', at: 1000 }, 11: { status: 'suspended', at: 1000 } });
  });

  it.each([
    ['a shown outcome keeps no flag', false, undefined, { decimal: 2.1, at: 5 }, undefined],
    ['a hidden one is marked hidden', true, undefined, { decimal: 2.1, hidden: true, at: 5 }, undefined],
    ['a moved line is kept for its market', false, -0.75, { decimal: 2.1, at: 5 }, { line: -0.75, at: 5 }],
  ])('takes the hidden flag and the line a pushed price comes with: %s', (_, h, s0, price, line) => {
    const state = applyChanges(
      EMPTY_LIVE_STATE,
      [
        {
          t: 'price',
          eid: 1,
          mid: 10,
          oid: 100,
          mtid: 1,
          ptid: 100,
          h,
          s: 'open',
          clp: { cp: s0 === undefined ? { d: 2.1 } : { d: 2.1, s0 } },
        },
      ],
      5,
    );
    expect(state.prices[100]).toEqual(price);
    expect(state.lines[10]).toEqual(line);
  });

  it('replaces the clock, and marks the event finished at END_OF_EVENT', () => {
    const running = applyChanges(EMPTY_LIVE_STATE, [{ t: 'clock', eid: 5, clock: { minutes: 67, status: 'RUNNING' } }], 1);
    expect(running.events[5]).toEqual({ at: 1, clock: { minutes: 67, status: 'RUNNING' } });
    const ended = applyChanges(running, [{ t: 'clock', eid: 5, clock: { minutes: 90, status: 'END_OF_EVENT' } }], 2);
    expect(ended.events[5]).toMatchObject({ finished: true, clock: { status: 'END_OF_EVENT' } });
    expect(applyChanges(EMPTY_LIVE_STATE, [{ t: 'event', eid: 6, state: 'finished' }]).events[6].finished).toBe(true);
  });

  it('updates the open-market count and replaces the cricket outcomes', () => {
    let state = applyChanges(EMPTY_LIVE_STATE, [
      { t: 'count', eid: 3, liveOpenMarketCount: 14 },
      { t: 'cricket', eid: 3, cricketOutcomes: ['1', '4'] },
    ]);
    state = applyChanges(state, [{ t: 'cricket', eid: 3, cricketOutcomes: ['W'] }]);
    expect(state.events[3]).toMatchObject({ liveOpenMarketCount: 14, cricketOutcomes: ['W'] });
  });

  it('accumulates score changes and keeps the period they happened in', () => {
    let state = applyChanges(EMPTY_LIVE_STATE, [
      {
        t: 'score',
        eid: 2,
        scores: {
          score: [{ opponentId: 1, points: 1, formattedPoints: '1' }],
          scoresPerPeriod: [{ opponentId: 1, periodKey: 'HALF', periodInstance: 1, score: 1 }],
        },
        currentPeriod: '1H',
        currentPeriodAbbreviation: 'HALF',
        currentPeriodNumber: 1,
      },
    ]);
    state = applyChanges(state, [
      {
        t: 'score',
        eid: 2,
        scores: { scoresPerPeriod: [{ opponentId: 2, periodKey: 'HALF', periodInstance: 2, score: 1 }] },
        currentPeriod: '2H',
        currentPeriodAbbreviation: 'HALF',
        currentPeriodNumber: 2,
      },
    ]);
    expect(state.events[2].scores?.scoresPerPeriod).toHaveLength(2);
    expect(state.events[2].scores?.score).toEqual([{ opponentId: 1, points: 1, formattedPoints: '1' }]);
    expect(state.events[2].period).toEqual({ currentPeriod: '2H', currentPeriodAbbreviation: 'HALF', currentPeriodNumber: 2 });
  });

  it('takes long-term suspended and closed markets out, by event', () => {
    const state = applyChanges(EMPTY_LIVE_STATE, [
      { t: 'market', eid: 4, mid: 40, mtid: 1, ptid: 100, s: 'lts' },
      { t: 'price', eid: 4, mid: 41, oid: 410, mtid: 1, ptid: 100, h: false, s: 'closed', clp: { cp: { d: 1.5 } } },
      { t: 'market', eid: 4, mid: 40, mtid: 1, ptid: 100, s: 'lts' },
      { t: 'market', eid: 4, mid: 42, mtid: 1, ptid: 100, s: 'suspended' },
    ]);
    expect(state.events[4].removedMarkets).toEqual([40, 41]);
  });

  it('suspends every event of a feed alert while it lasts', () => {
    const on = applyChanges(EMPTY_LIVE_STATE, [{ t: 'alert', feed: 'FOOT', active: true, eids: [7, 8] }]);
    expect([on.events[7].alert, on.events[8].alert]).toEqual([true, true]);
    expect(applyChanges(on, [{ t: 'alert', feed: 'FOOT', active: false, eids: [7] }]).events[7].alert).toBe(false);
  });

  it("keeps each event's newest tracker play apart from its patch, so the event's rows do not draw again for it", () => {
    const play = (n: number): LiveChange => ({
      t: 'play',
      eid: 5,
      n,
      play: { sport: 'tennis', server: 0, points: [n, 0], tieBreak: false },
      moments: [],
    });
    const state = applyChanges(EMPTY_LIVE_STATE, [play(1), play(2)], 1000);
    expect(state.plays[5].n).toBe(2);
    expect(state.events).toBe(EMPTY_LIVE_STATE.events);
  });

  it('returns the same state when a batch changes nothing, so nobody re-renders', () => {
    expect(applyChanges(EMPTY_LIVE_STATE, [])).toBe(EMPTY_LIVE_STATE);
    expect(applyChanges(EMPTY_LIVE_STATE, [{ t: 'event', eid: 1, state: 'live' }])).toBe(EMPTY_LIVE_STATE);
  });

  it('leaves the entries of other events and outcomes as they were', () => {
    const first = applyChanges(EMPTY_LIVE_STATE, [
      { t: 'count', eid: 1, liveOpenMarketCount: 3 },
      { t: 'price', eid: 1, mid: 1, oid: 1, mtid: 1, ptid: 100, h: false, s: 'open', clp: { cp: { d: 2 } } },
    ]);
    const second = applyChanges(first, [
      { t: 'count', eid: 2, liveOpenMarketCount: 5 },
      { t: 'price', eid: 2, mid: 2, oid: 2, mtid: 1, ptid: 100, h: false, s: 'open', clp: { cp: { d: 3 } } },
    ]);
    expect(second.events[1]).toBe(first.events[1]);
    expect(second.prices[1]).toBe(first.prices[1]);
  });
});

describe('which pushed value is newer than the page', () => {
  it.each([
    ['pushed after the poll', 10_000, 9_000, true],
    ['pushed within the lists’ lag before the poll', 10_000 - READ_LAG_MS, 10_000, true],
    ['pushed before the poll', 5_000, 10_000, false],
  ])('%s', (_case, at, polledAt, kept) => {
    expect(Boolean(fresh({ at }, polledAt))).toBe(kept);
  });

  it('without a poll to compare with, trusts a push for a while', () => {
    expect(fresh({ at: 0 }, undefined, PUSH_TRUST_MS)).toEqual({ at: 0 });
    expect(fresh({ at: 0 }, undefined, PUSH_TRUST_MS + 1)).toBeUndefined();
  });
});
