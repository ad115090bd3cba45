import { applyLiveChanges, followedEventIds, isBetLiveChange } from './liveChanges';
import { liveLeg, sampleBet, sampleLeg } from '../testing/sampleBets';

const live = sampleBet({ betId: 1, selections: [liveLeg()] });
const other = sampleBet({ betId: 2, selections: [sampleLeg({ eventId: 302, outcomeId: 9 })] });

describe('live changes on open bets', () => {
  it.each([
    [{ t: 'clock', eid: 301, clock: { minutes: 1, status: 'RUNNING' } }, true],
    [{ t: 'score', eid: 301, scores: {} }, true],
    [{ t: 'event', eid: 301, state: 'finished' }, true],
    [{ t: 'price', eid: 301, oid: 1 }, false],
    [
      {
        t: 'price',
        eid: 301,
        mid: 401,
        oid: 501,
        mtid: 1,
        ptid: 100,
        h: false,
        s: 'open',
        clp: { pp: { d: 2.5 }, cp: { d: 2.6 } },
      },
      true,
    ],
    [{ t: 'market', eid: 301, mid: 401, mtid: 1, ptid: 100, s: 'suspended' }, true],
    [{ t: 'market', eid: 301, s: 'suspended' }, false],
    [{ t: 'alert', feed: 'FOOT', eids: [301] }, false],
    [{ t: 'clock' }, false],
    [null, false],
  ])('%p is followed: %p', (change, expected) => {
    expect(isBetLiveChange(change)).toBe(expected);
  });

  it('follows the events of legs without a result, once each', () => {
    const settledLeg = sampleLeg({ eventId: 303, outcomeId: 7, result: 'won' });
    const finished = sampleLeg({ eventId: 304, outcomeId: 8, event: { ...sampleLeg().event, state: 'finished' } });
    expect(followedEventIds([live, other, sampleBet({ selections: [liveLeg({ outcomeId: 3 }), settledLeg, finished] })])).toEqual(
      [301, 302],
    );
  });

  it('moves the clock and the score of the event’s legs only', () => {
    const { bets, refetch } = applyLiveChanges(
      [live, other],
      [
        { t: 'clock', eid: 301, clock: { minutes: 70, status: 'RUNNING' } },
        {
          t: 'score',
          eid: 301,
          scores: {
            score: [
              { points: 3, formattedPoints: '3' },
              { points: 1, formattedPoints: '1' },
            ],
          },
          currentPeriodNumber: 2,
        },
      ],
      'EUR',
    );
    expect(refetch).toBe(false);
    expect(bets[0].selections[0].event.clock).toEqual({ minutes: 70, status: 'RUNNING' });
    expect(bets[0].selections[0].event.scores?.score?.map((s) => s.formattedPoints)).toEqual(['3', '1']);
    expect(bets[1]).toBe(other);
  });

  it('asks for a refetch when an event ends, and marks it finished meanwhile', () => {
    const { bets, refetch } = applyLiveChanges([live], [{ t: 'event', eid: 301, state: 'finished' }], 'EUR');
    expect(refetch).toBe(true);
    expect(bets[0].selections[0].event.state).toBe('finished');
  });

  it('leaves the list as it was for changes it does not follow', () => {
    const bets = [live];
    expect(
      applyLiveChanges(
        bets,
        [
          { t: 'price', eid: 301 },
          { t: 'alert', feed: 'FOOT', eids: [301] },
        ],
        'EUR',
      ).bets,
    ).toBe(bets);
  });

  it.each([
    // the leg's price now, the currency, the cash-out value: 10 x 2.5 / now x 0.95
    [2.5, 'EUR', 9.5],
    [2.02, 'EUR', 11.76],
    [3.2, 'EUR', 7.42],
    [3.2, 'IDR', 7],
  ])("values the cash out again when the leg's price moves to %d (%s): %d", (now, currency, value) => {
    const bet = sampleBet({ selections: [liveLeg()], cashoutValue: 9.5 });
    const { bets } = applyLiveChanges(
      [bet, other],
      [
        {
          t: 'price',
          eid: 301,
          mid: 401,
          oid: 501,
          mtid: 1,
          ptid: 100,
          h: false,
          s: 'open',
          clp: { pp: { d: 2.5 }, cp: { d: now } },
        },
      ],
      currency,
    );
    expect(bets[0].selections[0].currentPrice).toBe(now);
    expect(bets[0].cashoutValue).toBe(value);
    expect(bets[1]).toBe(other);
  });

  it("withdraws the cash out while the leg's market is suspended, and offers it again when it reopens", () => {
    const bet = sampleBet({ selections: [liveLeg()], cashoutValue: 9.5 });
    const suspended = applyLiveChanges(
      [bet],
      [{ t: 'market', eid: 301, mid: 401, mtid: 1, ptid: 100, s: 'suspended' }],
      'EUR',
    ).bets;
    expect(suspended[0].cashoutValue).toBeNull();
    expect(
      applyLiveChanges(suspended, [{ t: 'market', eid: 301, mid: 401, mtid: 1, ptid: 100, s: 'open' }], 'EUR').bets[0]
        .cashoutValue,
    ).toBe(9.5);
  });

  it.each([
    // the leg's price now, the value it gives (10 x 2.5 / now x 0.95), against a target of 11.00: refetch
    [2.3, 10.33, false],
    [2.16, 11, true],
    [2.02, 11.76, true],
  ])('asks at once when a pushed price of %p (a value of %p) reaches the auto cash-out target: %p', (now, value, refetch) => {
    const bet = sampleBet({ selections: [liveLeg()], cashoutValue: 9.5, autoCashOut: { target: 11 } });
    const price = { t: 'price', eid: 301, mid: 401, oid: 501, mtid: 1, ptid: 100, h: false, s: 'open' } as const;
    const answer = applyLiveChanges([bet], [{ ...price, clp: { pp: { d: 2.5 }, cp: { d: now } } }], 'EUR');
    expect([answer.bets[0].cashoutValue, answer.refetch]).toEqual([value, refetch]);
    // Without a rule, the value moves and nothing is asked.
    expect(
      applyLiveChanges([{ ...bet, autoCashOut: undefined }], [{ ...price, clp: { pp: { d: 2.5 }, cp: { d: now } } }], 'EUR')
        .refetch,
    ).toBe(false);
  });
});
