import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { FocusTrap } from 'focus-trap-react';
import { useTranslation } from 'react-i18next';
import { formatBooked, type RealityCheck } from '@sportsbook/domain';
import { DialogFrame, primaryButton } from '@sportsbook/ui';
import { sessionLength } from './realityCheckTimer';

const dialog = css`
  width: min(26rem, 100%);
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 8px 16px;
    margin: 0 0 16px;
    font-variant-numeric: tabular-nums;
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  button {
    ${primaryButton}
  }
  button.secondary {
    background: transparent;
    color: var(--sb-text);
    border: 1px solid var(--sb-border);
  }
`;

/**
 * The reality check: the session's time (ticking while it shows) and money since login, with Continue and
 * Log out. It takes the focus and keeps it until the player answers: a reminder that must be read.
 */
export function RealityCheckDialog({
  check,
  onContinue,
  onLogOut,
}: {
  check: RealityCheck;
  onContinue(): void;
  onLogOut(): void;
}) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  const money = (amount: number) => formatBooked(amount, check.currency, i18n.language);
  return (
    <DialogFrame
      role="alertdialog"
      labelledBy="reality-check-dialog"
      describedBy="reality-check-figures"
      look={dialog}
      wrap={(frame) => (
        <FocusTrap focusTrapOptions={{ escapeDeactivates: false, tabbableOptions: { displayCheck: 'none' } }}>{frame}</FocusTrap>
      )}
    >
      <h2 id="reality-check-dialog">{t('account.realityCheck.dialogTitle', 'Reality check')}</h2>
      <dl id="reality-check-figures">
        <dt>{t('account.realityCheck.sessionTime', 'Logged in for')}</dt>
        <dd>
          <time>{sessionLength(check.sessionStartedAt, now)}</time>
        </dd>
        <dt>{t('account.realityCheck.stakes', 'Staked')}</dt>
        <dd>{money(check.stakes)}</dd>
        <dt>{t('account.realityCheck.returns', 'Returned')}</dt>
        <dd>{money(check.returns)}</dd>
        <dt>{t('account.realityCheck.net', 'Net result')}</dt>
        <dd>{money(check.net)}</dd>
      </dl>
      <div className="actions">
        <button type="button" onClick={onContinue}>
          {t('account.realityCheck.continue', 'Continue')}
        </button>
        <button type="button" className="secondary" onClick={onLogOut}>
          {t('account.realityCheck.logOut', 'Log out')}
        </button>
      </div>
    </DialogFrame>
  );
}
