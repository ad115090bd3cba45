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

/**
 * An open jackpot bet of two lines at EUR 2 each: Arsenal or the draw in match 1, Lyon in match 2, and
 * Porto on reserve match 3.
 */
export function jackpotBet(patch: Partial<MyBet> = {}): MyBet {
  return sampleBet({
    betId: 11,
    reference: 'J-11',
    betSlipId: 'J-11',
    kind: 'jackpot',
    betTypeId: 0,
    description: 'Super 6 Jackpot',
    unitStake: 2,
    numBets: 2,
    totalStake: 4,
    odds: null,
    potentialReturns: 100_000,
    jackpotId: 3,
    selections: [
      sampleLeg({ ordinal: 1, reserve: false }),
      sampleLeg({ ordinal: 1, reserve: false, outcomeId: 503, outcomeDescription: 'Draw' }),
      sampleLeg({
        ordinal: 2,
        reserve: false,
        outcomeId: 601,
        marketId: 402,
        eventId: 302,
        eventDescription: 'Lyon v Nice',
        outcomeDescription: 'Lyon',
      }),
      sampleLeg({
        ordinal: 3,
        reserve: true,
        outcomeId: 701,
        marketId: 403,
        eventId: 303,
        eventDescription: 'Porto v Braga',
        outcomeDescription: 'Porto',
      }),
    ],
    ...patch,
  });
}
