import type { Settings } from '@sportsbook/contracts';

export type AccountTab = 'profile' | 'bets' | 'balances' | 'transactions' | 'settings';

/**
 * The account area's tabs by path (spec 1 sections 2.1 and 2.5), in their order: one table for the account
 * remote's pages and my bets' page at /account/bets, which shows the same strip (each in its own words).
 */
export const ACCOUNT_TABS: readonly { tab: AccountTab; path: string }[] = [
  { tab: 'profile', path: '/account' },
  { tab: 'bets', path: '/account/bets' },
  { tab: 'balances', path: '/account/balances' },
  { tab: 'transactions', path: '/account/transactions' },
  // The settings open as their dialog over the account area.
  { tab: 'settings', path: '/account/settings' },
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
