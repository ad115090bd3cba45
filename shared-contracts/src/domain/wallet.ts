/** The sportsbook wallet (spec 1 and 2, section 3). */
export interface Wallet {
  balance: number;
  name: string;
  promoCash: number;
  totalLeftToWager: number;
  withdrawableAmount: number;
}

/** The other naming of the same wallet: totalBalance, bonusBalance and realBalance. */
export interface WalletTotals {
  totalBalance: number;
  bonusBalance: number;
  realBalance: number;
}

export function walletTotals(wallet: Wallet): WalletTotals {
  return {
    totalBalance: wallet.balance,
    bonusBalance: wallet.promoCash,
    realBalance: wallet.withdrawableAmount,
  };
}

export interface Currency {
  id: number;
  isoCode: string;
  symbol: string;
  precision: number;
}
