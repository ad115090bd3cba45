import type { BetModel, ShellContext } from '@sportsbook/contracts';
import type { SlipRequestBody } from '@sportsbook/contracts/wire';

/** Brands with retail codes turn the slip into a code a visitor takes to a shop; the answer is priced too. */
export async function requestRetailCode(api: ShellContext['api'], body: SlipRequestBody) {
  const { data } = await api.post<BetModel & { code: string | null }>('/xapi/rest/betslips/retailcodes', body);
  return data;
}
