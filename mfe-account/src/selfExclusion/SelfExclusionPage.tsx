import { useState } from 'react';
import { css } from '@emotion/react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShellContext, useShellStore } from '@sportsbook/contracts';
import { selfExclusionPath, type SelfExclusionPeriod, type SelfExclusionResult } from '@sportsbook/domain';
import { AccountFormCard } from '../formCard';
import { PeriodChoiceForm } from '../periodChoice';
import { dayOf, expectedEnd, PERIOD_CHOICES, rememberExclusion, rememberedExclusion } from './selfExclusionModel';
import type { SelfExclusionRequest } from '@sportsbook/contracts/wire';

const choices = css`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 6px;
  legend {
    font-weight: 600;
    margin-bottom: 6px;
  }
`;
const actions = css`
  display: flex;
  gap: 8px;
  margin-top: 12px;
  button.cancel {
    background: transparent;
    color: var(--sb-text);
    border: 1px solid var(--sb-border);
  }
`;

/**
 * /account/self-exclusion: the player chooses a period, confirms, the platform marks the account and ends
 * every session, and the shell logs the player out. After the reload the page says until when.
 */
export function SelfExclusionPage() {
  const { t } = useTranslation();
  const { api, bus, stores } = useShellContext();
  const session = useShellStore('session', (s) => (s.status === 'logged-in' ? s.session : null));
  const [period, setPeriod] = useState<SelfExclusionPeriod | null>(null);
  // When the player asked to exclude: the confirmation names the end counted from then.
  const [confirmingAt, setConfirmingAt] = useState<number | null>(null);
  const [excludedUntil] = useState(() => rememberedExclusion(sessionStorage));
  const exclude = useMutation({
    mutationFn: async (chosen: SelfExclusionPeriod) =>
      (
        await api.post<SelfExclusionResult>(
          selfExclusionPath(session!.icore_player_id ?? session!.username),
          { period: chosen } satisfies SelfExclusionRequest,
          { withAuth: true },
        )
      ).data,
    onSuccess: (result) => {
      rememberExclusion(sessionStorage, result.until);
      bus.emit('session/logout-requested', { reason: 'self_excluded' });
    },
  });

  let body: React.JSX.Element;
  if (session && !exclude.isSuccess) {
    body =
      confirmingAt !== null && period ? (
        <div role="alertdialog" aria-labelledby="self-exclusion-confirm">
          <p id="self-exclusion-confirm">
            {t(
              'account.selfExclusion.confirmText',
              'You will be logged out now and will not be able to log in or place bets until {{date}}. This cannot be undone.',
              { date: dayOf(expectedEnd(period, confirmingAt).toISOString()) },
            )}
          </p>
          {exclude.isError ? (
            <p className="error" role="alert">
              {t('errors.something-went-wrong', 'Something went wrong.')}
            </p>
          ) : null}
          <div css={actions}>
            <button type="button" disabled={exclude.isPending} onClick={() => exclude.mutate(period)}>
              {t('account.selfExclusion.confirm', 'Confirm self-exclusion')}
            </button>
            <button type="button" className="cancel" disabled={exclude.isPending} onClick={() => setConfirmingAt(null)}>
              {t('account.selfExclusion.cancel', 'Cancel')}
            </button>
          </div>
        </div>
      ) : (
        <PeriodChoiceForm
          name="self-exclusion-period"
          legend={t('account.selfExclusion.choose', 'Choose a period')}
          choices={PERIOD_CHOICES}
          period={period}
          onPeriod={setPeriod}
          submit={t('account.selfExclusion.continue', 'Exclude me')}
          onChosen={() => setConfirmingAt(Date.now())}
          style={choices}
        />
      );
  } else if (excludedUntil || exclude.isSuccess) {
    const until = exclude.data?.until ?? (excludedUntil === 'open-ended' ? null : excludedUntil);
    body = (
      <p role="status">
        {until
          ? t('account.selfExclusion.done', 'Your account is self-excluded until {{date}}. You have been logged out.', {
              date: dayOf(until),
            })
          : t('account.selfExclusion.doneOpenEnded', 'Your account is self-excluded. You have been logged out.')}
      </p>
    );
  } else {
    body = (
      <>
        <p>{t('account.selfExclusion.loggedOut', 'Log in to exclude yourself from betting.')}</p>
        <button type="button" onClick={() => stores.ui.getState().setModal('isLoginOpen', true)}>
          {t('account.login.submit', 'Log in')}
        </button>
      </>
    );
  }
  return (
    <AccountFormCard labelledBy="self-exclusion-title">
      <h1 id="self-exclusion-title">{t('account.selfExclusion.title', 'Self-exclusion')}</h1>
      <p className="hint">
        {t(
          'account.selfExclusion.intro',
          'Take a break from betting. While you are self-excluded you cannot log in or place bets, and the exclusion cannot be lifted before its end.',
        )}
      </p>
      {body}
    </AccountFormCard>
  );
}
