import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidRange, type HistoryRange } from './historyRange';

/** The account history's dates: from and to (either may stay empty), applied together. */
export function HistoryFilter({ range, onApply }: { range: HistoryRange; onApply(range: HistoryRange): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(range);
  const valid = isValidRange(draft);
  return (
    <form
      className="history-filter"
      aria-label={t('account.history.filter', 'Filter by dates')}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onApply(draft);
      }}
    >
      <label>
        {t('account.history.from', 'From')}
        <input
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
      </label>
      <label>
        {t('account.history.to', 'To')}
        <input
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
      </label>
      <button type="submit" disabled={!valid}>
        {t('account.history.apply', 'Show')}
      </button>
      {!valid ? (
        <p className="error" role="alert">
          {t('account.history.invalid', 'The start date must not be after the end date.')}
        </p>
      ) : null}
    </form>
  );
}
