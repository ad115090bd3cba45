import { useTranslation } from 'react-i18next';

/**
 * What a region shows when its remote failed: the rest of the page keeps working. Its words are the shell's,
 * loaded with the page, so a region whose remote never came still speaks the player's language.
 */
export function RemoteFallback({ remote, onRetry, message }: { remote: string; onRetry: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <div data-mfe-fallback={remote} role="alert" className="sb-remote-fallback">
      <p>{message ?? t('shell.remoteFallback.unavailable', 'This part of the page is unavailable right now.')}</p>
      <button type="button" onClick={onRetry}>
        {t('shell.retry', 'Retry')}
      </button>
    </div>
  );
}
