import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { ShellLink, useShellContext, useShellRoute, useShellStore } from '@sportsbook/contracts';
import { controlField, primaryButton } from '@sportsbook/ui';
import { tabOf, visibleTabs } from './accountTabs';
import { BalancesTab } from './BalancesTab';
import { ProfileTab } from './ProfileTab';
import { TransactionsTab } from './TransactionsTab';
import { LiveChat } from '../chat';

const card = css`
  background: var(--sb-surface);
  border: 1px solid var(--sb-border);
  border-radius: var(--sb-radius);
  padding: 24px;
  .title {
    display: flex;
    align-items: baseline;
    gap: 12px;
  }
  .title h1 {
    flex: 1;
  }
  .title .back {
    margin: 0;
    padding: 0 4px;
    border: 0;
    background: transparent;
    color: var(--sb-text);
    font-size: 18px;
    cursor: pointer;
  }
  h1 {
    margin: 0 0 12px;
    font-size: 22px;
  }
  .live-chat {
    color: var(--sb-link);
    font-weight: 600;
  }
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin-bottom: 16px;
    border-bottom: 1px solid var(--sb-border);
  }
  nav a {
    padding: 8px 12px;
    color: var(--sb-text-muted);
    text-decoration: none;
    font-weight: 600;
    border-bottom: 2px solid transparent;
  }
  nav a[aria-current='page'] {
    color: var(--sb-text);
    border-bottom-color: var(--sb-accent);
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 8px 24px;
    margin: 0;
  }
  dt {
    color: var(--sb-text-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid var(--sb-border);
    text-align: left;
  }
  th {
    color: var(--sb-text-muted);
    font-weight: 600;
    font-size: 13px;
  }
  .number {
    text-align: right;
  }
  .out {
    color: var(--sb-negative);
  }
  .in {
    color: var(--sb-positive);
  }
  button {
    margin-top: 12px;
    ${primaryButton}
  }
  .history-filter,
  .history-export {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 8px 12px;
    margin-bottom: 12px;
  }
  .history-filter label {
    display: grid;
    gap: 4px;
    font-weight: 600;
    font-size: 13px;
  }
  .history-filter input {
    ${controlField};
    padding: 6px 8px;
  }
  .history-filter .error,
  .history-export .error {
    flex-basis: 100%;
    color: var(--sb-negative);
    margin: 0;
  }
  .table-scroll {
    overflow-x: auto;
  }
  .safer-gambling {
    display: inline-block;
    margin-bottom: 12px;
    color: var(--sb-link);
    font-weight: 600;
  }
`;

/**
 * The account area (spec 1 section 2.1): /account (profile), /account/balances and /account/transactions,
 * as tabs the brand's flags govern; its bets tab leads to /account/bets, which is my bets' page.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const { bus, stores } = useShellContext();
  const { path } = useShellRoute();
  const session = useShellStore('session', (s) => (s.status === 'logged-in' ? s.session : null));
  const settings = useShellStore('globalSettings', (s) => s.settings);
  const tabs = visibleTabs(settings);
  const tab = tabOf(path, tabs);
  const current = tabs.find((entry) => entry.tab === tab);
  return (
    <section css={card} aria-labelledby="account-title">
      <div className="title">
        {/* Back goes to where the player came from, or home when the page was opened directly (spec 1 section 2.3). */}
        <button type="button" className="back" aria-label={t('account.back', 'Back')} onClick={() => bus.emit('navigation/back')}>
          ←
        </button>
        <h1 id="account-title">{t('account.myAccount', 'My account')}</h1>
        <LiveChat />
      </div>
      {session ? (
        <>
          <nav aria-label={t('account.myAccount', 'My account')}>
            {tabs.map((entry) => (
              <ShellLink key={entry.tab} path={entry.path} aria-current={entry === current ? 'page' : undefined}>
                {t(...entry.label)}
              </ShellLink>
            ))}
          </nav>
          <ShellLink path="/account/safer-gambling" className="safer-gambling">
            {t('account.saferGambling.title', 'Safer gambling')}
          </ShellLink>
          {tab === 'profile' ? <ProfileTab session={session} /> : null}
          {tab === 'balances' ? <BalancesTab currency={session.currency} /> : null}
          {tab === 'transactions' ? (
            <TransactionsTab accountId={session.icore_player_id ?? session.username} currency={session.currency} />
          ) : null}
        </>
      ) : (
        <>
          <p>{t('account.loggedOut', 'Log in to see your account.')}</p>
          <button type="button" onClick={() => stores.ui.getState().setModal('isLoginOpen', true)}>
            {t('account.login.submit', 'Log in')}
          </button>
        </>
      )}
    </section>
  );
}
