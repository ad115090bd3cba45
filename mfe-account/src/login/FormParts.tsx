import { useTranslation } from 'react-i18next';

/** The error line of a login step: the platform's own message, else the generic one. */
export function FailureAlert({ message }: { message?: string | null }) {
  const { t } = useTranslation();
  return (
    <p className="error" role="alert">
      {message ?? t('errors.something-went-wrong', 'Something went wrong.')}
    </p>
  );
}

/** Every login step can be closed, which closes the whole login (spec 1 section 4). */
export function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={onClose}>
      {t('account.login.close', 'Close')}
    </button>
  );
}
