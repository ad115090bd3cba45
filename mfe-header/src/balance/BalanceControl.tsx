import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useShellStore } from '@sportsbook/contracts';
import { Dropdown, dropdownItems as items } from '@sportsbook/ui';
import { cashierAction } from '../externalUrls';
import { srOnly } from '../styles';
import { BalanceAmount } from './BalanceAmount';
import { BalanceToggle, quietButton } from './BalanceToggle';
import { useBalanceHidden } from './useBalanceHidden';
import { useCashierLink } from './useCashierLink';

/** A phone's 50 px header has room for the amount only; the word Balance stays for screen readers. */
const balance = css`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  line-height: 1.2;
  color: var(--sb-text);
  text-decoration: none;
  padding: 4px 8px;
  border-radius: 6px;
  &:hover {
    background: var(--sb-surface-2);
  }
  small {
    color: var(--sb-text-muted);
    font-size: 11px;
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  strong {
    font-size: 15px;
    font-variant-numeric: tabular-nums;
  }
  @media (max-width: 1023.98px) {
    padding: 2px 6px;
    small {
      ${srOnly};
    }
    strong {
      font-size: 14px;
      white-space: nowrap;
    }
  }
`;

/** The balance, its show/hide toggle and the cashier dropdown, as one group. */
const balanceGroup = css`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  border: 1px solid var(--sb-border);
  border-radius: 8px;
  padding: 2px;
`;

/**
 * The logged-in player's balance (spec 1 section 2.5): a link to the cashier, a dropdown with deposit
 * and withdraw, and, when the brand allows it, a button that hides the amount.
 */
export function BalanceControl({ withCashierMenu = true }: { withCashierMenu?: boolean }) {
  const { t } = useTranslation();
  const canHide = useShellStore('globalSettings', (state) => state.settings.clem_header_toggle_balance);
  const [storedHidden, toggleHidden] = useBalanceHidden();
  const hidden = canHide && storedHidden;
  const cashier = useCashierLink();
  return (
    <div css={balanceGroup}>
      <a css={balance} href={cashier.href} target={cashier.target} rel={cashier.rel}>
        <small>{t('header.balance', 'Balance')}</small>
        <strong aria-live="polite">
          <BalanceAmount hidden={hidden} />
        </strong>
      </a>
      {canHide ? <BalanceToggle hidden={hidden} onToggle={toggleHidden} /> : null}
      {withCashierMenu ? (
        <Dropdown
          triggerCss={quietButton}
          label={t('header.cashierMenu', 'Cashier options')}
          trigger={<span aria-hidden="true">▾</span>}
        >
          {(close) => (
            <ul css={items}>
              <li>
                <a href={cashierAction(cashier.href, 'deposit')} target={cashier.target} rel={cashier.rel} onClick={close}>
                  {t('header.deposit', 'Deposit')}
                </a>
              </li>
              <li>
                <a href={cashierAction(cashier.href, 'withdraw')} target={cashier.target} rel={cashier.rel} onClick={close}>
                  {t('header.withdraw', 'Withdraw')}
                </a>
              </li>
            </ul>
          )}
        </Dropdown>
      ) : null}
    </div>
  );
}
