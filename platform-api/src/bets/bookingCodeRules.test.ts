import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { bookedSelectionState, bookingCodeExpiry } from './bookingCodeRules';
import type { SlipOutcome } from './slipSelections';

const open: SlipOutcome = {
  outcomeId: 1,
  outcomeDescription: 'Arsenal',
  hidden: false,
  price: 2.1,
  marketId: 10,
  marketTypeId: 1,
  marketDescription: 'Match result',
  periodDescription: 'Full time',
  marketStatus: 'open',
  resulted: false,
  inRunning: false,
  spread: null,
  eventId: 100,
  eventDescription: 'Arsenal v Chelsea',
  slug: '100-arsenal-v-chelsea',
  sportId: 240,
  eventState: 'prematch',
  feedAlert: false,
  isOutright: false,
};

describe('a shared selection, as it stands when the code is opened', () => {
  const table: Array<[string, SlipOutcome | undefined, string]> = [
    ['a pre-match price still on offer', open, 'open'],
    ['an in-play price of a live match', { ...open, eventState: 'live', inRunning: true }, 'open'],
    ['a pre-match price once the match has kicked off', { ...open, eventState: 'live' }, 'started'],
    ['the match is over', { ...open, eventState: 'finished', resulted: true }, 'event-over'],
    ['its market has resulted', { ...open, resulted: true }, 'closed'],
    ['its market is closed', { ...open, marketStatus: 'closed' }, 'closed'],
    ['its market is long-term suspended', { ...open, marketStatus: 'lts' }, 'closed'],
    ['the book no longer offers the outcome', { ...open, hidden: true }, 'closed'],
    ['its market is suspended for a moment', { ...open, marketStatus: 'suspended' }, 'suspended'],
    ['its feed is paused', { ...open, feedAlert: true }, 'suspended'],
    ['the outcome is gone', undefined, 'closed'],
  ];
  for (const [name, outcome, state] of table) it(name, () => assert.equal(bookedSelectionState(outcome), state));
});

describe('a code expires with its events', () => {
  const now = new Date('2026-11-28T18:00:00Z');
  it('12 hours after the last kick-off', () => {
    const kickOffs = [new Date('2026-11-29T15:00:00Z'), new Date('2026-11-30T20:00:00Z')];
    assert.equal(bookingCodeExpiry(kickOffs, now).toISOString(), '2026-12-01T08:00:00.000Z');
  });
  it('12 hours from now when every match is already live', () => {
    assert.equal(bookingCodeExpiry([new Date('2026-11-28T17:10:00Z')], now).toISOString(), '2026-11-29T06:00:00.000Z');
  });
});
