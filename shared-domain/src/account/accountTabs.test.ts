import { DEFAULT_SETTINGS } from '@sportsbook/contracts';
import { tabOf, visibleTabs } from './accountTabs';

describe('account tabs (spec 1 section 2.5)', () => {
  it.each<[string, Partial<typeof DEFAULT_SETTINGS>, string[]]>([
    ['all flags on', {}, ['profile', 'bets', 'balances', 'transactions', 'settings']],
    ['no profile tab', { enable_profile_tab: false }, ['bets', 'balances', 'transactions', 'settings']],
    [
      'no balances or transactions',
      { enable_balances_tab: false, enable_transactions_tab: false },
      ['profile', 'bets', 'settings'],
    ],
  ])('%s', (_case, flags, tabs) => {
    expect(visibleTabs({ ...DEFAULT_SETTINGS, ...flags }).map((entry) => entry.tab)).toEqual(tabs);
  });

  it('shows the tab of the path, or the first visible one for a hidden or unknown path', () => {
    const all = visibleTabs(DEFAULT_SETTINGS);
    expect(tabOf('/account/transactions', all)).toBe('transactions');
    expect(tabOf('/account/', all)).toBe('profile');
    expect(tabOf('/account/balances', visibleTabs({ ...DEFAULT_SETTINGS, enable_balances_tab: false }))).toBe('profile');
  });
});
