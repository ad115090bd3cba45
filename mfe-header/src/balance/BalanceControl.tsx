import { useTranslation } from 'react-i18next';
import { useShellStore } from '@sportsbook/contracts';
import { Dropdown } from '../dropdown/Dropdown';
import { items } from '../dropdown/dropdownStyles';
import { cashierAction } from '../externalUrls/externalLink';
import * as s from '../header/headerStyles';
import { BalanceAmount } from './BalanceAmount';
import { useBalanceHidden } from './useBalanceHidden';
import { useCashierLink } from './useCashierLink';

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
    <div css={s.balanceGroup}>
      <a css={s.balance} href={cashier.href} target={cashier.target} rel={cashier.rel}>
        <small>{t('header.balance', 'Balance')}</small>
        <strong aria-live="polite">
          <BalanceAmount hidden={hidden} />
        </strong>
      </a>
      {canHide ? (
        <button type="button" css={s.quietButton} onClick={toggleHidden}>
          <span aria-hidden="true">{hidden ? '◉' : '◎'}</span>
          <span css={s.srOnly}>{hidden ? t('header.showBalance', 'Show balance') : t('header.hideBalance', 'Hide balance')}</span>
        </button>
      ) : null}
      {withCashierMenu ? (
        <Dropdown
          triggerCss={s.quietButton}
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
