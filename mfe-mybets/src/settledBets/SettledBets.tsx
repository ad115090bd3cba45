import { useTranslation } from 'react-i18next';
import { BetCard } from '../openBets/BetCard';
import { SETTLED_BETS_FETCHED } from '../state/myBetsPaths';
import { useSettledBets } from './useSettledBets';

/** The settled bets tab: the last 50, newest first, with their results and what they paid. */
export function SettledBets() {
  const { t } = useTranslation();
  const bets = useSettledBets();
  if (bets.isPending) return <p className="empty">{t('mybets.loading', 'Loading your bets…')}</p>;
  if (bets.isError && !bets.data)
    return (
      <p className="empty" role="alert">
        {t('mybets.loadFailed', 'Your bets could not be loaded.')}{' '}
        <button type="button" className="link" onClick={() => void bets.refetch()}>
          {t('mybets.retry', 'Try again')}
        </button>
      </p>
    );
  if (bets.data.length === 0) return <p className="empty">{t('mybets.noSettledBets', 'No settled bets yet.')}</p>;
  return (
    <>
      <ul className="bets" aria-label={t('mybets.settledBets', 'Settled bets')}>
        {bets.data.map((bet) => (
          <li key={bet.reference}>
            <BetCard bet={bet} />
          </li>
        ))}
      </ul>
      <p className="hint">{t('mybets.settledLimit', 'Your last {{count}} settled bets.', { count: SETTLED_BETS_FETCHED })}</p>
    </>
  );
}
