import { useTranslation } from 'react-i18next';
import { useRealityCheck } from './realityCheckCalls';

/** The reality-check interval: the brand's offered minutes, or none. */
export function RealityCheckSetting() {
  const { t } = useTranslation();
  const { query, save } = useRealityCheck();
  if (!query.data) return null;
  const { minutes, offered } = query.data;
  return (
    <section aria-labelledby="reality-check-title">
      <h2 id="reality-check-title">{t('account.realityCheck.title', 'Reality checks')}</h2>
      <p className="hint">
        {t(
          'account.realityCheck.intro',
          'At the interval you choose, a reminder shows how long you have been logged in and what you have won or lost.',
        )}
      </p>
      <label>
        {t('account.realityCheck.every', 'Remind me every')}
        <select
          value={minutes === null ? '' : String(minutes)}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">{t('account.realityCheck.off', 'Never')}</option>
          {offered.map((m) => (
            <option key={m} value={String(m)}>
              {t('account.realityCheck.minutes', '{{minutes}} min', { minutes: m })}
            </option>
          ))}
        </select>
      </label>
      {save.isError ? (
        <p className="error" role="alert">
          {t('errors.something-went-wrong', 'Something went wrong.')}
        </p>
      ) : null}
      {save.isSuccess ? <p role="status">{t('account.realityCheck.saved', 'Your reality-check setting is saved.')}</p> : null}
    </section>
  );
}
