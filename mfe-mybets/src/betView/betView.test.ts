import { betOdds, isLiveBet, jackpotMatches, legClock, legEventPath, legScore, legState, settledSummary } from './betView';
import { jackpotBet, sampleBet, sampleLeg } from '../testing/sampleBets';

describe('bet view', () => {
  it.each([
    ['a won leg', { result: 'won' as const }, 'won'],
    ['a lost leg', { result: 'lost' as const }, 'lost'],
    ['a void leg', { result: 'void' as const }, 'void'],
    ['a leg being played', { event: { ...sampleLeg().event, state: 'live' } }, 'live'],
    ['a suspended live leg', { marketStatus: 'suspended', event: { ...sampleLeg().event, state: 'live' } }, 'suspended'],
    ['a leg still to start', { event: { ...sampleLeg().event, state: 'prematch' } }, 'upcoming'],
    ['a finished leg waiting for its result', { event: { ...sampleLeg().event, state: 'finished' } }, 'finished'],
  ])('%s is %s', (_name, patch, expected) => {
    expect(legState(sampleLeg(patch))).toBe(expected);
  });

  it('shows the score home first once the event is under way, nothing before', () => {
    const scores = {
      score: [
        { points: 2, formattedPoints: '2' },
        { points: 1, formattedPoints: '1' },
      ],
    };
    expect(legScore(sampleLeg({ event: { ...sampleLeg().event, state: 'live', scores } }))).toBe('2 - 1');
    expect(legScore(sampleLeg({ event: { ...sampleLeg().event, state: 'finished', scores } }))).toBe('2 - 1');
    expect(legScore(sampleLeg({ event: { ...sampleLeg().event, state: 'prematch', scores } }))).toBeNull();
    expect(legScore(sampleLeg({ event: { ...sampleLeg().event, state: 'live', scores: null } }))).toBeNull();
  });

  it('shows frames and maps won, not the always-zero points, for snooker and the esports, finished ones included', () => {
    const scores = {
      score: [
        { points: 0, formattedPoints: '0' },
        { points: 0, formattedPoints: '0' },
      ],
      match: [
        { points: 2, formattedPoints: '2' },
        { points: 1, formattedPoints: '1' },
      ],
    };
    for (const sportCode of ['SNOO', 'CSGO', 'LOLS']) {
      expect(legScore(sampleLeg({ event: { ...sampleLeg().event, sportCode, state: 'live', scores } }))).toBe('2 - 1');
      expect(legScore(sampleLeg({ event: { ...sampleLeg().event, sportCode, state: 'finished', scores } }))).toBe('2 - 1');
    }
    expect(legScore(sampleLeg({ event: { ...sampleLeg().event, sportCode: 'FOOT', state: 'live', scores } }))).toBe('0 - 0');
  });

  it('labels the clock of a live football leg in minutes and at half time', () => {
    const live = (minutes: number, status: 'RUNNING' | 'INTERMISSION') =>
      sampleLeg({
        event: { ...sampleLeg().event, state: 'live', sportCode: 'FOOT', clock: { minutes, status }, currentPeriodNumber: 1 },
      });
    expect(legClock(live(63, 'RUNNING'))).toMatchObject({ key: 'mybets.liveTime.minute', values: { minutes: 63 } });
    expect(legClock(live(45, 'INTERMISSION'))).toMatchObject({ key: 'mybets.liveTime.halfTime', defaultValue: 'HT' });
    expect(legClock(sampleLeg())).toBeNull();
  });

  it('links a live leg to its live page and others to the event page', () => {
    expect(legEventPath(sampleLeg({ event: { ...sampleLeg().event, state: 'live', slug: '77-a-v-b' } }))).toBe('/live/77-a-v-b');
    expect(legEventPath(sampleLeg({ event: { ...sampleLeg().event, state: 'prematch', slug: '77-a-v-b' } }))).toBe(
      '/events/77-a-v-b',
    );
    expect(legEventPath(sampleLeg({ eventId: 77, event: { ...sampleLeg().event, slug: undefined } }))).toBe('/events/77');
  });

  it('gives singles and multiples their odds, systems and jackpots none', () => {
    expect(betOdds(jackpotBet())).toBeNull();
    expect(betOdds(sampleBet({ odds: 2.5 }))).toBe(2.5);
    expect(betOdds(sampleBet({ odds: null, selections: [sampleLeg({ price: 2 }), sampleLeg({ price: 1.5 })] }))).toBe(3);
    expect(betOdds(sampleBet({ kind: 'system' }))).toBeNull();
  });

  it('calls a bet live while one of its open legs is played', () => {
    expect(isLiveBet(sampleBet({ selections: [sampleLeg({ event: { ...sampleLeg().event, state: 'live' } })] }))).toBe(true);
    expect(
      isLiveBet(sampleBet({ selections: [sampleLeg({ result: 'won', event: { ...sampleLeg().event, state: 'live' } })] })),
    ).toBe(false);
    expect(isLiveBet(sampleBet())).toBe(false);
  });

  it.each([
    ['a win of 25 on 10', { status: 'won' as const, totalStake: 10, returns: 25 }, { paid: 25, net: 15 }],
    ['a loss of 10', { status: 'lost' as const, totalStake: 10, returns: 0 }, { paid: 0, net: -10 }],
    ['a void refund', { status: 'void' as const, totalStake: 10, returns: 10 }, { paid: 10, net: 0 }],
    ['a cash out of 7.6 on 10', { status: 'cashed_out' as const, totalStake: 10, returns: 7.6 }, { paid: 7.6, net: -2.4 }],
    ['no returns recorded', { status: 'lost' as const, totalStake: 5, returns: null }, { paid: 0, net: -5 }],
    [
      'a won multiple with 4.5 extra winnings',
      { status: 'won' as const, totalStake: 10, returns: 50, extraWinnings: 4.5 },
      { paid: 54.5, net: 44.5 },
    ],
  ])('sums up %s', (_name, patch, expected) => {
    expect(settledSummary(sampleBet(patch))).toEqual(expected);
  });

  it("groups a jackpot bet's picks by match, in the jackpot's order, reserves marked", () => {
    const shuffled = jackpotBet();
    shuffled.selections = [...shuffled.selections].reverse();
    expect(jackpotMatches(shuffled).map((m) => [m.ordinal, m.reserve, m.picks.map((p) => p.outcomeDescription).sort()])).toEqual([
      [1, false, ['Arsenal', 'Draw']],
      [2, false, ['Lyon']],
      [3, true, ['Porto']],
    ]);
  });
});
