import { useTranslation } from 'react-i18next';
import { formatBooked, isScaledCurrency } from '@sportsbook/domain';
import { useShellStore } from '@sportsbook/contracts';
import { srOnly } from '../styles';
import { usePlayerCurrency } from './usePlayerCurrency';

/**
 * The wallet balance in the player's own currency and its shown scale (a EUR player on a KES brand still
 * sees EUR; IDR in thousands); dots when the player hid it.
 */
export function BalanceAmount({ hidden }: { hidden: boolean }) {
  const { t, i18n } = useTranslation();
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
  if (!wallet) return <>…</>;
  return (
    <>
      <span>{formatBooked(wallet.balance, currency, i18n.language)}</span>
      {isScaledCurrency(currency) ? <ThousandsMark /> : null}
    </>
  );
}

/**
 * The mark of an amount shown in thousands (IDR 5,000.00 K is five million rupiah, spec 2 section 9): a
 * player who reads the balance divided by 1000 is told so, on sight and by a screen reader.
 */
export function ThousandsMark() {
  const { t } = useTranslation();
  const words = t('header.inThousands', 'in thousands');
  return (
    <span title={words}>
      <span aria-hidden="true"> K</span>
      <span css={srOnly}> ({words})</span>
    </span>
  );
}
