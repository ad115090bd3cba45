import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { ShellLink, useShellContext, useShellStore } from '@sportsbook/contracts';
import { cardSurface, primaryButton } from '@sportsbook/ui';
import { useDepositLimits } from './depositLimits/depositLimitsCalls';
import { DepositLimitsForm } from './depositLimits/DepositLimitsForm';
import { RealityCheckSetting } from './realityCheck/RealityCheckSetting';
import { TimeOutForm } from './timeOut/TimeOutForm';
import { saferGamblingStyles } from './saferGamblingStyles';

const page = css`
  ${saferGamblingStyles}
  ${cardSurface};
  padding: 24px;
  max-width: 40rem;
  h1 {
    margin: 0 0 8px;
    font-size: 22px;
  }
  > section,
  > form {
    border-top: 1px solid var(--sb-border);
    padding-top: 16px;
    margin-top: 16px;
  }
  .login {
    ${primaryButton}
  }
`;

/**
 * /account/safer-gambling: deposit limits, reality checks and time-outs, with a way on to self-exclusion.
 * The platform enforces each; this page sets them.
 */
export default function SaferGamblingPage() {
  const { t } = useTranslation();
  const { stores } = useShellContext();
  const loggedIn = useShellStore('session', (s) => s.status === 'logged-in');
  const { query } = useDepositLimits();
  return (
    <section css={page} aria-labelledby="safer-gambling-title">
      <h1 id="safer-gambling-title">{t('account.saferGambling.title', 'Safer gambling')}</h1>
      {loggedIn ? (
        <>
          {query.data ? <DepositLimitsForm limits={query.data} /> : <p role="status">{t('account.loading', 'Loading…')}</p>}
          <RealityCheckSetting />
          <TimeOutForm />
          <section aria-labelledby="self-exclusion-link">
            <h2 id="self-exclusion-link">{t('account.selfExclusion.title', 'Self-exclusion')}</h2>
            <ShellLink path="/account/self-exclusion">
              {t('account.saferGambling.selfExclusion', 'Exclude yourself for longer')}
            </ShellLink>
          </section>
        </>
      ) : (
        <>
          <p>{t('account.saferGambling.loggedOut', 'Log in to set your limits and breaks.')}</p>
          <button type="button" className="login" onClick={() => stores.ui.getState().setModal('isLoginOpen', true)}>
            {t('account.login.submit', 'Log in')}
          </button>
        </>
      )}
    </section>
  );
}
