import { betCountPolling, type BetCountPollingInput } from './betCountPolling';

const player: BetCountPollingInput = {
  loggedIn: true,
  myBetsShown: false,
  selectedTab: 'open',
  betCountInitialized: true,
  betCount: 3,
};

describe('bet count polling', () => {
  const cases: [string, Partial<BetCountPollingInput>, ReturnType<typeof betCountPolling>][] = [
    ['polls for a player with open bets and my bets closed', {}, { poll: true }],
    ['polls before the first count is known', { betCountInitialized: false, betCount: 0 }, { poll: true }],
    ['skips without a player', { loggedIn: false }, { poll: false, reason: 'no-player' }],
    [
      'skips without a player even with my bets shown',
      { loggedIn: false, myBetsShown: true },
      { poll: false, reason: 'no-player' },
    ],
    [
      'skips while my bets shows the open tab',
      { myBetsShown: true, selectedTab: 'open' },
      { poll: false, reason: 'open-bets-shown' },
    ],
    ['polls while my bets shows the settled tab', { myBetsShown: true, selectedTab: 'settled' }, { poll: true }],
    ['polls with the open tab chosen but my bets closed', { myBetsShown: false, selectedTab: 'open' }, { poll: true }],
    ['skips once the count is known to be zero', { betCount: 0 }, { poll: false, reason: 'no-open-bets' }],
    [
      'skips a zero count on the settled tab too',
      { betCount: 0, myBetsShown: true, selectedTab: 'settled' },
      { poll: false, reason: 'no-open-bets' },
    ],
    ['polls a count of one', { betCount: 1 }, { poll: true }],
  ];
  it.each(cases)('%s', (_name, patch, expected) => {
    expect(betCountPolling({ ...player, ...patch })).toEqual(expected);
  });

  it('walks a worked case: no bets, a bet placed, my bets opened on open then on settled, the bet settles', () => {
    const steps: [Partial<BetCountPollingInput>, boolean][] = [
      [{ betCountInitialized: true, betCount: 0 }, false],
      [{ betCount: 1 }, true],
      [{ betCount: 1, myBetsShown: true, selectedTab: 'open' }, false],
      [{ betCount: 1, myBetsShown: true, selectedTab: 'settled' }, true],
      [{ betCount: 0, myBetsShown: true, selectedTab: 'settled' }, false],
    ];
    expect(steps.map(([patch]) => betCountPolling({ ...player, ...patch }).poll)).toEqual(steps.map(([, poll]) => poll));
  });
});
