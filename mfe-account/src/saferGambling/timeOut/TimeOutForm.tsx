import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShellContext, useShellStore } from '@sportsbook/contracts';
import { accountIdOf, TIME_OUT_PERIODS, timeOutPath, type TimeOutPeriod, type TimeOutResult } from '@sportsbook/domain';
import { dateTimeOf } from '../dateTimeOf';
import { TIME_OUT_CHOICES } from './timeOutChoices';
import type { TimeOutRequest } from '@sportsbook/contracts/wire';
import { PeriodChoiceForm } from '../../periodChoice';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A time-out: the player picks 24 hours to 6 weeks and confirms; the platform ends every session and
 * refuses logins until it ends, and the shell logs the player out here.
 */
export function TimeOutForm() {
  const { t } = useTranslation();
  const { api, bus } = useShellContext();
  const accountId = useShellStore('session', (s) => (s.status === 'logged-in' ? accountIdOf(s.session) : undefined));
  const [period, setPeriod] = useState<TimeOutPeriod | null>(null);
  const [confirmingAt, setConfirmingAt] = useState<number | null>(null);
  const take = useMutation({
    mutationFn: async (chosen: TimeOutPeriod) =>
      (await api.post<TimeOutResult>(timeOutPath(accountId!), { period: chosen } satisfies TimeOutRequest, { withAuth: true }))
        .data,
    onSuccess: () => bus.emit('session/logout-requested', { reason: 'timed_out' }),
  });
  return (
    <section aria-labelledby="time-out-title">
      <h2 id="time-out-title">{t('account.timeOut.title', 'Take a time-out')}</h2>
      <p className="hint">
        {t(
          'account.timeOut.intro',
          'A short break from betting: you are logged out and cannot log in until the time-out ends. For longer breaks, use self-exclusion.',
        )}
      </p>
      {confirmingAt !== null && period ? (
        <div role="alertdialog" aria-labelledby="time-out-confirm">
          <p id="time-out-confirm">
            {t('account.timeOut.confirmText', 'You will be logged out now and will not be able to log in until {{date}}.', {
              date: dateTimeOf(new Date(confirmingAt + TIME_OUT_PERIODS[period] * HOUR_MS).toISOString()),
            })}
          </p>
          {take.isError ? (
            <p className="error" role="alert">
              {t('errors.something-went-wrong', 'Something went wrong.')}
            </p>
          ) : null}
          <div className="actions">
            <button type="button" disabled={take.isPending} onClick={() => take.mutate(period)}>
              {t('account.timeOut.confirm', 'Confirm time-out')}
            </button>
            <button type="button" className="secondary" disabled={take.isPending} onClick={() => setConfirmingAt(null)}>
              {t('account.selfExclusion.cancel', 'Cancel')}
            </button>
          </div>
        </div>
      ) : (
        <PeriodChoiceForm
          name="time-out-period"
          legend={t('account.timeOut.choose', 'How long?')}
          choices={TIME_OUT_CHOICES}
          period={period}
          onPeriod={setPeriod}
          submit={t('account.timeOut.continue', 'Start time-out')}
          onChosen={() => setConfirmingAt(Date.now())}
        />
      )}
    </section>
  );
}
