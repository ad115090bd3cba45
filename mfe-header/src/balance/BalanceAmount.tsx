import { useTranslation } from 'react-i18next';
import { formatMoney, useShellStore } from '@sportsbook/contracts';
import { srOnly } from '../header/headerStyles';

/** The wallet balance in the brand's currency; dots when the player hid it. */
export function BalanceAmount({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation();
  const wallet = useShellStore('wallet', (state) => state.wallet);
  const currency = useShellStore('globalSettings', (state) => state.settings.currency);
  const precision = useShellStore('globalSettings', (state) => state.settings.currency_precision);
  if (hidden) {
    return (
      <>
        <span aria-hidden="true">•••••</span>
        <span css={srOnly}>{t('header.balanceHidden', 'hidden')}</span>
      </>
    );
  }
  return <>{wallet ? formatMoney(wallet.balance, currency, precision) : '…'}</>;
}
