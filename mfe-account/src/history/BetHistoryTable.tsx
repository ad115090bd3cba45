import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatBooked, betHistoryPath, type BetHistory } from '@sportsbook/domain';
import { useShellContext } from '@sportsbook/contracts';
import { betKindWords, betStatusWords } from './betWords';
import { rangeParams, type HistoryRange } from './historyRange';

/** The account history's bets within the chosen dates, newest first. */
export function BetHistoryTable({ accountId, range }: { accountId: string; range: HistoryRange }) {
  const { t, i18n } = useTranslation();
  const { api } = useShellContext();
  const query = useQuery({
    queryKey: ['betHistory', accountId, range],
    queryFn: async ({ signal }) =>
      (await api.get<BetHistory>(betHistoryPath(accountId), { params: rangeParams(range), withAuth: true, signal })).data,
  });
  const heading = <h2 id="bet-history-title">{t('account.history.bets', 'Bets')}</h2>;
  if (query.isPending) return heading;
  if (query.isError)
    return (
      <>
        {heading}
        <p role="alert">{t('errors.something-went-wrong', 'Something went wrong.')}</p>
      </>
    );
  const { bets, currency } = query.data;
  const money = (amount: number) => formatBooked(amount, currency, i18n.language);
  return (
    <>
      {heading}
      {bets.length === 0 ? (
        <p>{t('account.history.noBets', 'No bets in these dates.')}</p>
      ) : (
        // Six columns outgrow a phone: the table scrolls sideways in a region the keyboard can reach.
        <div className="table-scroll" role="region" aria-labelledby="bet-history-title" tabIndex={0}>
          <table aria-labelledby="bet-history-title">
            <thead>
              <tr>
                <th scope="col">{t('account.transactions.date', 'Date')}</th>
                <th scope="col">{t('account.history.reference', 'Reference')}</th>
                <th scope="col">{t('account.transactions.kind', 'Type')}</th>
                <th scope="col" className="number">
                  {t('account.history.stake', 'Stake')}
                </th>
                <th scope="col">{t('account.history.status', 'Status')}</th>
                <th scope="col" className="number">
                  {t('account.history.returns', 'Returns')}
                </th>
              </tr>
            </thead>
            <tbody>
              {bets.map((bet) => (
                <tr key={bet.reference}>
                  <td>{new Date(bet.placedAt).toLocaleString()}</td>
                  <td>{bet.reference}</td>
                  <td>{t(...betKindWords(bet.kind))}</td>
                  <td className="number">{money(bet.stake)}</td>
                  <td>{t(...betStatusWords(bet.status))}</td>
                  <td className="number">{money(bet.returns)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
