import { css } from '@emotion/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyBet } from '@sportsbook/contracts';
import { useFormats } from '../state';
import { BetList, ListMessage, TextButton } from '../betList';
import { BetCard } from './BetCard';
import { useOpenBets } from './useOpenBets';

/** What the last cash out paid; nothing shows while there is nothing to say. */
const noticeStyle = css`
  margin: 0;
  padding: 8px 10px;
  border-radius: 6px;
  background: var(--sb-surface-2);
  border-left: 3px solid var(--sb-positive);
  &:empty {
    display: none;
  }
`;

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
      <p className="notice" css={noticeStyle} role="status">
        {notice}
      </p>
      {bets.isPending ? (
        <ListMessage>{t('mybets.loading', 'Loading your bets…')}</ListMessage>
      ) : bets.isError && !bets.data ? (
        <ListMessage role="alert">
          {t('mybets.loadFailed', 'Your bets could not be loaded.')}{' '}
          <TextButton onClick={() => void bets.refetch()}>{t('mybets.retry', 'Try again')}</TextButton>
        </ListMessage>
      ) : bets.data.length === 0 ? (
        <ListMessage>{t('mybets.noOpenBets', 'You have no open bets.')}</ListMessage>
      ) : (
        <BetList label={t('mybets.openBets', 'Open bets')}>
          {bets.data.map((bet) => (
            <li key={bet.reference}>
              <BetCard bet={bet} onCashedOut={onCashedOut} onNotice={setNotice} />
            </li>
          ))}
        </BetList>
      )}
    </>
  );
}
