import type { MyBetsModalState } from '@sportsbook/contracts';
import { nextModalState, type MyBetsModalEvent } from './modalState';

describe('my bets modal state', () => {
  const cases: [string, MyBetsModalState, MyBetsModalEvent, MyBetsModalState][] = [
    ['toggling on from closed shows it', 'closed', { type: 'toggle', open: true, betsInCountdown: 0 }, 'visible'],
    ['toggling on from hidden shows it again', 'hidden', { type: 'toggle', open: true, betsInCountdown: 2 }, 'visible'],
    ['toggling on while visible keeps it visible', 'visible', { type: 'toggle', open: true, betsInCountdown: 0 }, 'visible'],
    ['toggling off with no countdown closes it', 'visible', { type: 'toggle', open: false, betsInCountdown: 0 }, 'closed'],
    ['toggling off during a countdown hides it', 'visible', { type: 'toggle', open: false, betsInCountdown: 1 }, 'hidden'],
    ['toggling off a closed modal keeps it closed', 'closed', { type: 'toggle', open: false, betsInCountdown: 0 }, 'closed'],
    ['a plain toggle flips visible to closed', 'visible', { type: 'toggle', betsInCountdown: 0 }, 'closed'],
    ['a plain toggle flips visible to hidden during a countdown', 'visible', { type: 'toggle', betsInCountdown: 3 }, 'hidden'],
    ['a plain toggle opens a closed modal', 'closed', { type: 'toggle', betsInCountdown: 0 }, 'visible'],
    ['a plain toggle opens a hidden modal', 'hidden', { type: 'toggle', betsInCountdown: 1 }, 'visible'],
    ['an emptied countdown list closes a hidden modal', 'hidden', { type: 'countdown-changed', betsInCountdown: 0 }, 'closed'],
    ['a countdown still running keeps it hidden', 'hidden', { type: 'countdown-changed', betsInCountdown: 1 }, 'hidden'],
    [
      'an emptied countdown list leaves a visible modal alone',
      'visible',
      { type: 'countdown-changed', betsInCountdown: 0 },
      'visible',
    ],
    [
      'an emptied countdown list leaves a closed modal closed',
      'closed',
      { type: 'countdown-changed', betsInCountdown: 0 },
      'closed',
    ],
  ];
  it.each(cases)('%s', (_name, state, event, expected) => {
    expect(nextModalState(state, event)).toBe(expected);
  });

  it('walks a worked case: open, start a cash out, close, the countdown ends', () => {
    let state: MyBetsModalState = 'closed';
    state = nextModalState(state, { type: 'toggle', open: true, betsInCountdown: 0 });
    expect(state).toBe('visible');
    state = nextModalState(state, { type: 'countdown-changed', betsInCountdown: 1 });
    expect(state).toBe('visible');
    state = nextModalState(state, { type: 'toggle', open: false, betsInCountdown: 1 });
    expect(state).toBe('hidden');
    state = nextModalState(state, { type: 'countdown-changed', betsInCountdown: 0 });
    expect(state).toBe('closed');
  });
});
