export interface JackpotSelection {
  ordinal: number;
  outcomeId: number;
  reserve: boolean;
  periodId?: number;
}

export interface JackpotBet {
  jackpotId: number;
  jackpotPrize: number;
  globalStake: number;
  jackpotTotalStake: number;
  noOfBets: number;
  originId: number;
  singles: { ordinal: number; outcomeId: number }[];
}
