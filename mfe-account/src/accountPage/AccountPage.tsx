import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatMoney, useShellContext, useShellStore } from '@sportsbook/contracts';

const card = css`
  background: var(--sb-surface);
  border: 1px solid var(--sb-border);
  border-radius: var(--sb-radius);
  padding: 24px;
  h1 {
    margin: 0 0 12px;
    font-size: 22px;
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
  button {
    margin-top: 12px;
    border: 1px solid var(--sb-accent);
    background: var(--sb-accent);
    color: var(--sb-accent-text);
    border-radius: 6px;
    padding: 10px 16px;
    font-weight: 600;
    cursor: pointer;
  }
`;

/** The account area's overview; profile, balances and transactions tabs come with the account issue. */
export function AccountPage() {
  const { t } = useTranslation();
  const { stores } = useShellContext();
  const session = useShellStore('session', (s) => (s.status === 'logged-in' ? s.session : null));
  const wallet = useShellStore('wallet', (s) => s.wallet);
  const precision = useShellStore('globalSettings', (s) => s.settings.currency_precision);
  return (
    <section css={card} aria-labelledby="account-title">
      <h1 id="account-title">{t('header.myAccount', 'My account')}</h1>
      {session ? (
        <dl>
          <dt>{t('account.login.username', 'Username')}</dt>
          <dd>{session.username}</dd>
          <dt>{t('header.balance', 'Balance')}</dt>
          <dd>{wallet ? formatMoney(wallet.balance, session.currency, precision) : '…'}</dd>
        </dl>
      ) : (
        <>
          <p>{t('mybets.loggedOut', 'Log in to follow your open and settled bets.')}</p>
          <button type="button" onClick={() => stores.ui.getState().setModal('isLoginOpen', true)}>
            {t('account.login.submit', 'Log in')}
          </button>
        </>
      )}
    </section>
  );
}
