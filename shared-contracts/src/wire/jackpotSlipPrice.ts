import type { JackpotBet } from '../domain/jackpot';

/**
 * The platform's price of a jackpot slip, the answer of `POST /xapi/rest/jackpotbetslips/selections` (and,
 * with the code, of the retail-code route): the lines the picks make at the stake per line, in the
 * jackpot's currency, and what still stops the slip (its selection errors, incomplete, closed).
 */
export interface JackpotSlipPrice {
  jackpotId: number;
  jackpotPrize: number;
  currency: string;
  status: 'open' | 'closed';
  noOfBets: number;
  globalStake: number;
  totalCost: number;
  complete: boolean;
  errors: string[];
  singles: JackpotBet['singles'];
}

/** The answer of `POST /xapi/rest/jackpotbetslips/retailcodes`: the price, and a code once the slip can be placed. */
export type JackpotRetailCodeAnswer = JackpotSlipPrice & { code: string | null };
