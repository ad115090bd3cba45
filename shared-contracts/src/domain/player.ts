import type { OddsType } from './odds';

export interface Profile {
  email: string;
  firstName: string;
  lastName: string;
  lastLoginDate?: string;
  registerDate?: string;
  accountCode?: string;
  accountStatus?: string;
  selfExcluded?: boolean;
  residence?: { countryCode: string };
}

export interface PlayerDetails {
  alsId?: string;
  username: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  priceFormat?: string;
  holdWithdraw?: boolean;
  vipLevel?: number;
  enableStreamFullScreen?: boolean;
  accountNumber?: string;
  defaultStake?: number;
  registrationDateTime?: string;
  locale?: string;
  currency: string;
  countryCode?: string;
  playerCreatedByAgent?: boolean;
  isRememberStake?: boolean;
  avayaSToken?: string;
  excludedFromPromotions?: boolean;
  nonBettor?: boolean;
  nonDepositor?: boolean;
  firstLoginTime?: string;
}

/** 'D' accepts higher odds and cash out; 'A' is the other choice. */
export type UserAcceptOdds = 'D' | 'A';
export type Theme = 'light' | 'dark' | 'system';
export type PageView = 'asian' | 'euro' | 'thai';
export type SortBy = 'time' | 'competition';

export interface PlayerSettings {
  oddsType: OddsType | 'not_selected';
  layout: PageView;
  sortBy: SortBy;
  defaultStake: number | null;
  userAcceptOdds: UserAcceptOdds;
  printMissingTranslationKeys: boolean;
  includeVideoHLS: boolean;
  theme: Theme;
}

/** Account preferences as the API names them. */
export interface AccountPreferences {
  price_format: string;
  layout: PageView;
  default_stake: number | null;
  sort_by: SortBy;
  accept_higher_odds: UserAcceptOdds;
  theme?: Theme;
}

export interface ModalFlags {
  isLoginOpen: boolean;
  isOTPFormOpen: boolean;
  isQuestionFormOpen: boolean;
  isTermsOfUseOpen: boolean;
  isBoostOddsOpen: boolean;
}

/** Menu state (spec 1 section 3); kept in the UI store, where only desktopMenuOpen persists. */
export interface MenuState {
  mobileMenuOpen: boolean;
  desktopMenuOpen: boolean;
  toggledMenuSection: string | null;
}
