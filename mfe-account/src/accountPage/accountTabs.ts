import { visibleTabs as tabsOfBrand, type AccountTab } from '@sportsbook/domain';
import type { Settings } from '@sportsbook/contracts';

export { tabOf, type AccountTab } from '@sportsbook/domain';

/** Each tab's words (translation key, English) in the account area. */
const LABELS: Record<AccountTab, [string, string]> = {
  profile: ['account.tabs.profile', 'My profile'],
  bets: ['account.tabs.bets', 'My bets'],
  balances: ['account.tabs.balances', 'Balances'],
  transactions: ['account.tabs.transactions', 'Transactions'],
  settings: ['account.tabs.settings', 'Settings'],
};

/** The tabs the brand's flags show (the contracts' table), with the account area's words. */
export function visibleTabs(settings: Pick<Settings, 'enable_profile_tab' | 'enable_balances_tab' | 'enable_transactions_tab'>) {
  return tabsOfBrand(settings).map((entry) => ({ ...entry, label: LABELS[entry.tab] }));
}
