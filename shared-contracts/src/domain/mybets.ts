export type MyBetsModalState = 'closed' | 'visible' | 'hidden';
export type MyBetsTab = 'open' | 'settled';

export interface BetCountResponse {
  balance: number;
  count: number;
}

export interface ParlayConfig {
  epwPromoFilterValues: { betSize: number; percentage?: number }[];
  maxAmount: number;
}

export interface MyBetsState {
  openBetsFetched: boolean;
  myBetsModalState: MyBetsModalState;
  selectedTab: MyBetsTab;
  betsInCountdownState: string[];
  betsInConfirmationState: string[];
  betCount: number;
  betCountInitialized: boolean;
}
