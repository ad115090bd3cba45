import { useTranslation } from 'react-i18next';

/** Loading and failure of a content page's data (promotions, help): a status line, and a retry on failure. */
export function ContentState({ pending, error, onRetry }: { pending: boolean; error: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (pending)
    return (
      <p className="note" role="status">
        {t('events.content.loading', 'Loading…')}
      </p>
    );
  if (!error) return null;
  return (
    <p role="alert">
      {t('events.content.failed', 'This page could not be loaded.')}{' '}
      <button type="button" onClick={onRetry}>
        {t('shell.retry', 'Retry')}
      </button>
    </p>
  );
}
