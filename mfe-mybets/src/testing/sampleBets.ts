import type { MyBet, MyBetSelection } from '@sportsbook/contracts';

/** A pre-match football leg: Arsenal to beat Chelsea at 2.50. */
export function sampleLeg(patch: Partial<MyBetSelection> = {}): MyBetSelection {
  return {
    outcomeId: 501,
    marketId: 401,
    eventId: 301,
    price: 2.5,
    currentPrice: 2.5,
    eventDescription: 'Arsenal v Chelsea',
    marketDescription: 'Match Result',
    outcomeDescription: 'Arsenal',
    result: null,
    marketStatus: 'open',
    event: { slug: '301-arsenal-v-chelsea', sportCode: 'FOOT', state: 'prematch', clock: null, scores: null },
    ...patch,
  };
}

/** An open single of 10 on that leg. */
export function sampleBet(patch: Partial<MyBet> = {}): MyBet {
  return {
    betId: 11,
    reference: 'R-0011',
    betSlipId: 'slip-11',
    kind: 'single',
    betTypeId: 1,
    description: 'Single',
    unitStake: 10,
    numBets: 1,
    totalStake: 10,
    odds: 2.5,
    potentialReturns: 25,
    status: 'open',
    returns: null,
    live: false,
    placedAt: '2026-11-22T18:30:00.000Z',
    settledAt: null,
    selections: [sampleLeg()],
    cashoutValue: null,
    ...patch,
  };
}

/** Arsenal v Chelsea being played, 63 minutes in at 2 - 1. */
export function liveLeg(patch: Partial<MyBetSelection> = {}): MyBetSelection {
  return sampleLeg({
    event: {
      slug: '301-arsenal-v-chelsea',
      sportCode: 'FOOT',
      state: 'live',
      clock: { minutes: 63, status: 'RUNNING' },
      scores: {
        score: [
          { points: 2, formattedPoints: '2' },
          { points: 1, formattedPoints: '1' },
        ],
      },
      currentPeriodAbbreviation: 'HALF',
      currentPeriodNumber: 2,
    },
    ...patch,
  });
}
