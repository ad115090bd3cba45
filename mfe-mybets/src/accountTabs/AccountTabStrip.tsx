import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { ShellLink, useShellStore } from '@sportsbook/contracts';
import { visibleTabs, type AccountTab } from '@sportsbook/domain';

/** Each account tab's words in my bets' own texts (a remote shows only its own). */
const LABELS: Record<AccountTab, [string, string]> = {
  profile: ['mybets.accountTabs.profile', 'My profile'],
  bets: ['mybets.accountTabs.bets', 'My bets'],
  balances: ['mybets.accountTabs.balances', 'Balances'],
  transactions: ['mybets.accountTabs.transactions', 'Transactions'],
  settings: ['mybets.accountTabs.settings', 'Settings'],
};

const strip = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-bottom: 12px;
  border-bottom: 1px solid var(--sb-border);
  a {
    padding: 8px 12px;
    color: var(--sb-text-muted);
    text-decoration: none;
    font-weight: 600;
    border-bottom: 2px solid transparent;
  }
  a[aria-current='page'] {
    color: var(--sb-text);
    border-bottom-color: var(--sb-accent);
  }
`;

/**
 * The account area's tab strip over my bets' page at /account/bets (spec 1 section 2.5: my bets is one of
 * the account's tabs), the tabs the brand's flags show, my bets the current one: without it the player who
 * chose the tab lost the way back to the other tabs.
 */
export function AccountTabStrip() {
  const { t } = useTranslation();
  const settings = useShellStore('globalSettings', (s) => s.settings);
  return (
    <nav css={strip} aria-label={t('mybets.accountTabs.label', 'My account')}>
      {visibleTabs(settings).map((entry) => (
        <ShellLink key={entry.tab} path={entry.path} aria-current={entry.tab === 'bets' ? 'page' : undefined}>
          {t(...LABELS[entry.tab])}
        </ShellLink>
      ))}
    </nav>
  );
}
