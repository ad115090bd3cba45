import type { BetEditCandidate } from '@sportsbook/domain';
import type { MyBet } from '@sportsbook/contracts';
import {
  addableMatches,
  editOffered,
  editRequest,
  legsLeft,
  NO_CHANGE,
  toggleRemoved,
  withAdded,
  withoutAdded,
} from './editBetModel';

const leg = (outcomeId: number, eventId: number, extra: Partial<MyBet['selections'][number]> = {}) =>
  ({
    outcomeId,
    eventId,
    marketId: outcomeId * 10,
    price: 2,
    currentPrice: 2,
    eventDescription: `Match ${eventId}`,
    marketDescription: 'Match Result',
    outcomeDescription: 'Home',
    result: null,
    marketStatus: 'open',
    event: { state: 'prematch', clock: null, scores: null },
    ...extra,
  }) as MyBet['selections'][number];

const treble = {
  betId: 7,
  kind: 'multiple',
  status: 'open',
  cashoutValue: 1187.5,
  selections: [leg(1, 10), leg(2, 20), leg(3, 30)],
} as MyBet;

const candidate = (outcomeId: number, eventId: number): BetEditCandidate => ({
  outcomeId,
  eventId,
  eventDescription: `Match ${eventId}`,
  marketDescription: 'Match Result',
  outcomeDescription: `Outcome ${outcomeId}`,
  price: 2.5,
  eventDate: '2026-11-29T15:00:00.000Z',
});

describe('edit bet', () => {
  it.each([
    ['an open treble with its offer', treble, true],
    ['a single', { ...treble, kind: 'single' }, false],
    ['a settled treble', { ...treble, status: 'won' }, false],
    ['a treble without an offer', { ...treble, cashoutValue: null }, false],
    ['a treble with a suspended leg', { ...treble, selections: [leg(1, 10, { marketStatus: 'suspended' }), leg(2, 20)] }, false],
    ['a treble with a won leg', { ...treble, selections: [leg(1, 10, { result: 'won' }), leg(2, 20)] }, false],
  ] as const)('is offered on %s: %s', (_, bet, offered) => {
    expect(editOffered(bet as MyBet)).toBe(offered);
  });

  it('asks to remove and add what the player chose, and nothing for no change or no leg left', () => {
    expect(editRequest(treble, NO_CHANGE)).toBeNull();
    const removed = toggleRemoved(NO_CHANGE, 3);
    expect(editRequest(treble, removed)).toEqual({ remove: [3], add: [] });
    expect(editRequest(treble, toggleRemoved(removed, 3))).toBeNull();
    const swapped = withAdded(removed, candidate(41, 40));
    expect(editRequest(treble, swapped)).toEqual({ remove: [3], add: [41] });
    expect(legsLeft(treble, swapped)).toBe(3);
    const all = [1, 2, 3].reduce(toggleRemoved, NO_CHANGE);
    expect(editRequest(treble, all)).toBeNull();
    expect(editRequest(treble, withoutAdded(swapped, 41))).toEqual({ remove: [3], add: [] });
  });

  it('adds one selection a match, and offers only matches not in the bet', () => {
    const twice = withAdded(withAdded(NO_CHANGE, candidate(41, 40)), candidate(42, 40));
    expect(twice.added.map((c) => c.outcomeId)).toEqual([42]);
    const matches = addableMatches(treble, twice, [candidate(11, 10), candidate(41, 40), candidate(51, 50), candidate(52, 50)]);
    expect(matches.map((m) => [m.eventId, m.outcomes.map((o) => o.outcomeId)])).toEqual([[50, [51, 52]]]);
  });
});
