import { useTranslation } from 'react-i18next';
import { BetCard } from '../openBets';
import { BetList, ListHint, ListMessage, TextButton } from '../betList';
import { SETTLED_BETS_FETCHED } from '../state';
import { useSettledBets } from './useSettledBets';

/** The settled bets tab: the last 50, newest first, with their results and what they paid. */
export function SettledBets() {
  const { t } = useTranslation();
  const bets = useSettledBets();
  if (bets.isPending) return <ListMessage>{t('mybets.loading', 'Loading your bets…')}</ListMessage>;
  if (bets.isError && !bets.data)
    return (
      <ListMessage role="alert">
        {t('mybets.loadFailed', 'Your bets could not be loaded.')}{' '}
        <TextButton onClick={() => void bets.refetch()}>{t('mybets.retry', 'Try again')}</TextButton>
      </ListMessage>
    );
  if (bets.data.length === 0) return <ListMessage>{t('mybets.noSettledBets', 'No settled bets yet.')}</ListMessage>;
  return (
    <>
      <BetList label={t('mybets.settledBets', 'Settled bets')}>
        {bets.data.map((bet) => (
          <li key={bet.reference}>
            <BetCard bet={bet} />
          </li>
        ))}
      </BetList>
      <ListHint>{t('mybets.settledLimit', 'Your last {{count}} settled bets.', { count: SETTLED_BETS_FETCHED })}</ListHint>
    </>
  );
}
