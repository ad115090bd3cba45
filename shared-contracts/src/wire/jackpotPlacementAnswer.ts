import type { JackpotBet } from '../domain/jackpot';

/**
 * The platform's answer to a jackpot placement, `POST /xapi/rest/accounts/{accountId}/jackpotbetslips`
 * (spec 2 section 3). A refusal carries its code (RES-00047 once any of the jackpot's matches has started)
 * and the messages the slip shows; an accepted bet its reference, what it cost and the balance after it.
 */
export interface JackpotPlacementAnswer {
  status: 'accepted' | 'rejected';
  code?: string;
  jackpotBetId?: number;
  totalCost?: number;
  noOfBets?: number;
  /** What the placed lines cost, as the slip priced them. */
  jackpotTotalStake?: number;
  /** The picks by ordinal, as the spec's jackpot bet lists them. */
  singles?: JackpotBet['singles'];
  availableBalance?: number;
  errors?: string[];
}
