import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatBooked } from '@sportsbook/domain';
import { useShellContext, type Transaction, type TransactionsPage } from '@sportsbook/contracts';
import { HistoryFilter, HistoryExport, BetHistoryTable, OPEN_RANGE, rangeParams } from '../history';

const KINDS: Record<Transaction['kind'], [string, string]> = {
  deposit: ['account.transactions.deposit', 'Deposit'],
  stake: ['account.transactions.stake', 'Stake'],
  win: ['account.transactions.win', 'Winnings'],
  refund: ['account.transactions.refund', 'Refund'],
  cashout: ['account.transactions.cashout', 'Cash out'],
  promo: ['account.transactions.promo', 'Free money'],
};

/**
 * /account/transactions, the account history: the wallet's history from the platform, newest first, a page
 * at a time, within the dates the player picks; it and the bets of those dates export as CSV.
 */
export function TransactionsTab({ accountId, currency }: { accountId: string; currency: string }) {
  const { t, i18n } = useTranslation();
  const { api } = useShellContext();
  const [range, setRange] = useState(OPEN_RANGE);
  const query = useInfiniteQuery({
    queryKey: ['transactions', accountId, range],
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.get<TransactionsPage>(`/xapi/rest/accounts/${accountId}/transactions`, {
          params: { ...rangeParams(range), page: pageParam },
          withAuth: true,
          signal,
        })
      ).data,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
  const rows = query.data?.pages.flatMap((page) => page.transactions) ?? [];
  const money = (amount: number) => formatBooked(amount, currency, i18n.language);
  const tools = (
    <>
      <HistoryFilter range={range} onApply={setRange} />
      <HistoryExport accountId={accountId} range={range} kindLabel={(kind) => t(...KINDS[kind])} />
    </>
  );
  return (
    <>
      {tools}
      {body()}
      <BetHistoryTable accountId={accountId} range={range} />
    </>
  );

  function body() {
    if (query.isPending) return <p role="status">{t('account.loading', 'Loading…')}</p>;
    if (query.isError) {
      return (
        <p role="alert">
          {t('errors.something-went-wrong', 'Something went wrong.')}{' '}
          <button type="button" onClick={() => void query.refetch()}>
            {t('shell.retry', 'Retry')}
          </button>
        </p>
      );
    }
    if (rows.length === 0) return <p>{t('account.transactions.none', 'No transactions yet.')}</p>;
    return (
      <>
        <table>
          <caption className="sb-visually-hidden">{t('account.tabs.transactions', 'Transactions')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('account.transactions.date', 'Date')}</th>
              <th scope="col">{t('account.transactions.kind', 'Type')}</th>
              <th scope="col" className="number">
                {t('account.transactions.amount', 'Amount')}
              </th>
              <th scope="col" className="number">
                {t('account.transactions.balance', 'Balance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{new Date(row.date).toLocaleString()}</td>
                <td>{t(...KINDS[row.kind])}</td>
                <td className={row.amount < 0 ? 'number out' : 'number in'}>{money(row.amount)}</td>
                <td className="number">{money(row.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {query.hasNextPage ? (
          <button type="button" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('account.transactions.more', 'Show more')}
          </button>
        ) : null}
      </>
    );
  }
}
