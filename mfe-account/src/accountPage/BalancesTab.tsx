import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBooked, isScaledCurrency } from '@sportsbook/domain';
import { useShellStore } from '@sportsbook/contracts';

// The cashier's form is loaded when the balances are shown, not with the rest of the account area.
const DepositForm = lazy(() => import('../cashier').then((m) => ({ default: m.DepositForm })));

/**
 * /account/balances: the sportsbook wallet (spec 1 section 3): balance, free money, withdrawable, left to wager;
 * and the cashier's deposit, where the brand's cashier link leads.
 */
export function BalancesTab({ currency }: { currency: string }) {
  const { t, i18n } = useTranslation();
  const wallet = useShellStore('wallet', (s) => s.wallet);
  if (!wallet) return <p role="status">{t('account.loading', 'Loading…')}</p>;
  const money = (amount: number) => formatBooked(amount, currency, i18n.language);
  return (
    <>
      {/* IDR and the other scaled currencies are shown divided by 1000 (spec 2 section 9): the page says so. */}
      {isScaledCurrency(currency) ? (
        <p className="note">
          {t('account.balances.inThousands', 'Amounts in {{currency}} are shown in thousands.', { currency })}
        </p>
      ) : null}
      <dl>
        <dt>{t('account.balance', 'Balance')}</dt>
        <dd>{money(wallet.balance)}</dd>
        <dt>{t('account.balances.promoCash', 'Free money')}</dt>
        <dd>{money(wallet.promoCash)}</dd>
        <dt>{t('account.balances.withdrawable', 'Withdrawable')}</dt>
        <dd>{money(wallet.withdrawableAmount)}</dd>
        <dt>{t('account.balances.leftToWager', 'Left to wager')}</dt>
        <dd>{money(wallet.totalLeftToWager)}</dd>
      </dl>
      <Suspense fallback={null}>
        <DepositForm />
      </Suspense>
    </>
  );
}
