import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellContext, type Transaction, type TransactionsPage } from '@sportsbook/contracts';
import { betHistoryPath, type BetHistory } from '@sportsbook/domain';
import { betsCsv, transactionsCsv } from './historyCsv';
import { betKindWords, betStatusWords } from './betWords';
import { exportName, rangeParams, type HistoryRange } from './historyRange';
import { saveCsv } from './saveCsv';

/** The most a CSV asks for a page: the platform's largest page. */
const EXPORT_PAGE_SIZE = 100;

/** Exports the account history within the chosen dates as CSV files: the transactions, and the bets. */
export function HistoryExport({
  accountId,
  range,
  kindLabel,
}: {
  accountId: string;
  range: HistoryRange;
  kindLabel(kind: Transaction['kind']): string;
}) {
  const { t } = useTranslation();
  const { api } = useShellContext();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const params = rangeParams(range);
  const run = async (make: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await make();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const exportTransactions = () =>
    run(async () => {
      const rows: Transaction[] = [];
      for (let page = 1; ; page += 1) {
        const { data } = await api.get<TransactionsPage>(`/xapi/rest/accounts/${accountId}/transactions`, {
          params: { ...params, page, pageSize: EXPORT_PAGE_SIZE },
          withAuth: true,
        });
        rows.push(...data.transactions);
        if (page * data.pageSize >= data.total || data.transactions.length === 0) break;
      }
      const heading = {
        date: t('account.transactions.date', 'Date'),
        kind: t('account.transactions.kind', 'Type'),
        amount: t('account.transactions.amount', 'Amount'),
        balance: t('account.transactions.balance', 'Balance'),
      };
      saveCsv(
        exportName('transactions', range),
        transactionsCsv(rows, (key) => heading[key], kindLabel),
      );
    });
  const exportBets = () =>
    run(async () => {
      const { data } = await api.get<BetHistory>(betHistoryPath(accountId), { params, withAuth: true });
      const heading = {
        date: t('account.transactions.date', 'Date'),
        reference: t('account.history.reference', 'Reference'),
        kind: t('account.transactions.kind', 'Type'),
        stake: t('account.history.stake', 'Stake'),
        status: t('account.history.status', 'Status'),
        returns: t('account.history.returns', 'Returns'),
      };
      // The kinds and statuses in the player's words, as the page shows them.
      const bets = data.bets.map((bet) => ({
        ...bet,
        kind: t(...betKindWords(bet.kind)),
        status: t(...betStatusWords(bet.status)),
      }));
      saveCsv(
        exportName('bets', range),
        betsCsv(bets, (key) => heading[key]),
      );
    });
  return (
    <div className="history-export">
      <button type="button" disabled={busy} onClick={() => void exportTransactions()}>
        {t('account.history.exportTransactions', 'Export transactions (CSV)')}
      </button>
      <button type="button" disabled={busy} onClick={() => void exportBets()}>
        {t('account.history.exportBets', 'Export bets (CSV)')}
      </button>
      {failed ? (
        <p className="error" role="alert">
          {t('errors.something-went-wrong', 'Something went wrong.')}
        </p>
      ) : null}
    </div>
  );
}
