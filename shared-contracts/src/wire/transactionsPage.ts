/** One entry of the wallet ledger, in major units of the player's currency; stakes are negative (money out). */
export interface Transaction {
  id: number;
  kind: 'deposit' | 'stake' | 'win' | 'refund' | 'cashout' | 'promo';
  amount: number;
  balanceAfter: number;
  /** The betslip or bet the money moved for, when it moved for one. */
  betSlipId?: string;
  betId?: number;
  date: string;
}

/** The answer of `GET /xapi/rest/accounts/{accountId}/transactions?page=`: one page of the ledger, newest first. */
export interface TransactionsPage {
  page: number;
  pageSize: number;
  total: number;
  transactions: Transaction[];
}
