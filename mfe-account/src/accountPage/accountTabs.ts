import type { Settings } from '@sportsbook/contracts';

export type AccountTab = 'profile' | 'bets' | 'balances' | 'transactions' | 'settings';

/** The account area's tabs by path (spec 1 section 2.1), in their order. */
export const ACCOUNT_TABS: { tab: AccountTab; path: string; label: [string, string] }[] = [
  { tab: 'profile', path: '/account', label: ['account.tabs.profile', 'My profile'] },
  { tab: 'bets', path: '/account/bets', label: ['account.tabs.bets', 'My bets'] },
  { tab: 'balances', path: '/account/balances', label: ['account.tabs.balances', 'Balances'] },
  { tab: 'transactions', path: '/account/transactions', label: ['account.tabs.transactions', 'Transactions'] },
  // The settings open as their dialog over the account area (see App).
  { tab: 'settings', path: '/account/settings', label: ['account.tabs.settings', 'Settings'] },
];

/** Profile, balances and transactions are governed by the brand's tab flags; my bets and settings are always there. */
export function visibleTabs(settings: Pick<Settings, 'enable_profile_tab' | 'enable_balances_tab' | 'enable_transactions_tab'>) {
  const shown: Record<AccountTab, boolean> = {
    profile: settings.enable_profile_tab,
    bets: true,
    balances: settings.enable_balances_tab,
    transactions: settings.enable_transactions_tab,
    settings: true,
  };
  return ACCOUNT_TABS.filter((entry) => shown[entry.tab]);
}

/** The tab a path shows: its own when it is visible, else the first visible one. */
export function tabOf(path: string, tabs: ReturnType<typeof visibleTabs>): AccountTab | undefined {
  return (tabs.find((entry) => entry.path === path.replace(/\/$/, '')) ?? tabs[0])?.tab;
}
