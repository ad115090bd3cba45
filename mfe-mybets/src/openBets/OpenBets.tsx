import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyBet } from '@sportsbook/contracts';
import { useFormats } from '../state/useFormats';
import { BetCard } from './BetCard';
import { useOpenBets } from './useOpenBets';

/** The open bets tab: newest first, each with its live state, returns and cash out. */
export function OpenBets() {
  const { t } = useTranslation();
  const { money } = useFormats();
  const bets = useOpenBets();
  const [notice, setNotice] = useState<string | null>(null);
  const onCashedOut = useCallback(
    (bet: MyBet, amount: number) =>
      setNotice(
        t('mybets.cashOut.notice', 'Cashed out {{amount}} on {{reference}}', { amount: money(amount), reference: bet.reference }),
      ),
    [money, t],
  );
  return (
    <>
      <p className="notice" role="status">
        {notice}
      </p>
      {bets.isPending ? (
        <p className="empty">{t('mybets.loading', 'Loading your bets…')}</p>
      ) : bets.isError && !bets.data ? (
        <p className="empty" role="alert">
          {t('mybets.loadFailed', 'Your bets could not be loaded.')}{' '}
          <button type="button" className="link" onClick={() => void bets.refetch()}>
            {t('mybets.retry', 'Try again')}
          </button>
        </p>
      ) : bets.data.length === 0 ? (
        <p className="empty">{t('mybets.noOpenBets', 'You have no open bets.')}</p>
      ) : (
        <ul className="bets" aria-label={t('mybets.openBets', 'Open bets')}>
          {bets.data.map((bet) => (
            <li key={bet.reference}>
              <BetCard bet={bet} onCashedOut={onCashedOut} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
