import { useTranslation } from 'react-i18next';
import { formatBooked, useShellStore } from '@sportsbook/contracts';
import { srOnly } from '../header/headerStyles';
import { usePlayerCurrency } from './usePlayerCurrency';

/**
 * The wallet balance in the player's own currency and its shown scale (a EUR player on a KES brand still
 * sees EUR; IDR in thousands); dots when the player hid it.
 */
export function BalanceAmount({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation();
  const wallet = useShellStore('wallet', (state) => state.wallet);
  const currency = usePlayerCurrency();
  if (hidden) {
    return (
      <>
        <span aria-hidden="true">•••••</span>
        <span css={srOnly}>{t('header.balanceHidden', 'hidden')}</span>
      </>
    );
  }
  return <>{wallet ? formatBooked(wallet.balance, currency) : '…'}</>;
}
