import { useTranslation } from 'react-i18next';
import { formatBooked } from '@sportsbook/domain';
import { useShellStore } from '@sportsbook/contracts';
import { AccountMenuItems } from '../account';
import { BalanceAmount, usePlayerCurrency } from '../balance';
import { Dropdown } from '@sportsbook/ui';
import { button, panelHeading, srOnly } from '../styles';

/** The rebranded header's account-balance dropdown (spec 1 section 2.5): the balance as trigger, its detail and the account pages inside. */
export function AccountBalanceDropdown({ hidden = false }: { hidden?: boolean }) {
  const { t, i18n } = useTranslation();
  const username = useShellStore('session', (state) => state.session?.username);
  const wallet = useShellStore('wallet', (state) => state.wallet);
  const currency = usePlayerCurrency();
  const money = (amount: number) => formatBooked(amount, currency, i18n.language);
  return (
    <Dropdown
      triggerCss={button}
      trigger={
        <>
          <span css={srOnly}>{t('header.myAccount', 'My account')}</span>
          <strong>
            <BalanceAmount hidden={hidden} />
          </strong>
          <span aria-hidden="true">▾</span>
        </>
      }
    >
      {(close) => (
        <>
          <div css={panelHeading}>
            <small>{username}</small>
            <strong>
              <BalanceAmount hidden={hidden} />
            </strong>
            {wallet && !hidden ? (
              <small>
                {t('header.withdrawable', 'Withdrawable')} {money(wallet.withdrawableAmount)} · {t('header.bonus', 'Bonus')}{' '}
                {money(wallet.promoCash)}
              </small>
            ) : null}
          </div>
          <AccountMenuItems onChosen={close} />
        </>
      )}
    </Dropdown>
  );
}
