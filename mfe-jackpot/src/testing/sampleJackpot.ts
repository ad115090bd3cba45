import type { ActiveJackpot, JackpotEvent } from '@sportsbook/contracts';
import { legsOf } from '../jackpots/activeJackpot';
import type { SlipJackpot } from '../slip/jackpotSlipModel';

const event = (ordinal: number, reserve: boolean): JackpotEvent => ({
  ordinal,
  reserve,
  eventId: 1000 + ordinal,
  eventDescription: `Home ${ordinal} v Away ${ordinal}`,
  eventDate: '2030-01-01T15:00:00.000Z',
  market: {
    id: ordinal * 10,
    description: 'Match Result',
    status: 'open',
    outcomes: [
      { id: ordinal * 10 + 1, description: `Home ${ordinal}`, ordinalPosition: 1 },
      { id: ordinal * 10 + 2, description: 'Draw', ordinalPosition: 2 },
      { id: ordinal * 10 + 3, description: `Away ${ordinal}`, ordinalPosition: 3 },
    ],
  },
});

/**
 * A jackpot of two main events and one reserve, 1X2 markets whose outcome ids are the ordinal times ten
 * plus 1, 2 and 3 (so 11 is Home 1, 32 the draw of the reserve).
 */
export const sampleJackpot = (jackpotId = 7): ActiveJackpot => ({
  jackpotId,
  name: `Super ${jackpotId} Jackpot`,
  jackpotPrize: 100_000,
  unitStake: 1,
  currency: 'EUR',
  status: 'open',
  closesAt: '2030-01-01T15:00:00.000Z',
  events: [event(1, false), event(2, false), event(3, true)],
});

export const slipJackpotOf = (jackpot: ActiveJackpot): SlipJackpot => ({
  jackpotId: jackpot.jackpotId,
  jackpotPrize: jackpot.jackpotPrize,
  unitStake: jackpot.unitStake,
  currency: jackpot.currency,
  legs: legsOf(jackpot),
});
