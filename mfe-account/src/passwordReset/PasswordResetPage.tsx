import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellContext } from '@sportsbook/contracts';
import type { ResetConfirmRequest, ResetRequest } from '@sportsbook/contracts/wire';
import { AccountFormCard } from '../formCard';
import { accountPaths, refusal } from '../signUp';

type Step = { name: 'ask' } | { name: 'confirm'; username: string } | { name: 'done'; username: string };

/**
 * /account/forgot-password, where the login's "Forgot password?" leads: the player names the account,
 * gets a one-time code by email, and sets a new password with it. The answer to the first step is the
 * same whether or not the account exists.
 */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const { api, stores } = useShellContext();
  const id = useId();
  const [step, setStep] = useState<Step>({ name: 'ask' });
  const [username, setUsername] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ key: string; text: string } | null>(null);

  async function send(call: () => Promise<unknown>, next: Step) {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await call();
      setStep(next);
    } catch (error) {
      setFailure(refusal(error));
    } finally {
      setBusy(false);
    }
  }

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    void send(() => api.post(accountPaths.passwordReset, { username: name } satisfies ResetRequest), {
      name: 'confirm',
      username: name,
    });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'confirm') return;
    void send(
      () =>
        api.post(accountPaths.passwordResetConfirm, {
          username: step.username,
          code: code.trim(),
          password,
        } satisfies ResetConfirmRequest),
      {
        name: 'done',
        username: step.username,
      },
    );
  };
  const logIn = () => {
    stores.session.getState().setLoginDetails({ savedUsername: step.name === 'done' ? step.username : undefined });
    stores.ui.getState().setModal('isLoginOpen', true);
  };

  const error = failure ? (
    <p className="error" role="alert">
      {t(failure.key, failure.text)}
    </p>
  ) : null;
  return (
    <AccountFormCard labelledBy={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('account.reset.title', 'Reset your password')}</h1>
      {step.name === 'ask' ? (
        <form onSubmit={ask}>
          <label htmlFor={`${id}-username`}>
            {t('account.login.username', 'Username')}
            <input
              id={`${id}-username`}
              required
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
          </label>
          {error}
          <button type="submit" aria-busy={busy} disabled={busy}>
            {t('account.reset.send', 'Send me a code')}
          </button>
        </form>
      ) : null}
      {step.name === 'confirm' ? (
        <form onSubmit={confirm}>
          <p role="status">
            {t('account.reset.sent', 'If {{username}} has an account, a code is on its way to its email.', {
              username: step.username,
            })}
          </p>
          <label htmlFor={`${id}-code`}>
            {t('account.reset.code', 'Code')}
            <input
              id={`${id}-code`}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </label>
          <label htmlFor={`${id}-password`}>
            {t('account.reset.newPassword', 'New password')}
            <input
              id={`${id}-password`}
              type="password"
              required
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          {error}
          <button type="submit" aria-busy={busy} disabled={busy}>
            {t('account.reset.submit', 'Set the new password')}
          </button>
        </form>
      ) : null}
      {step.name === 'done' ? (
        <>
          <p role="status">{t('account.reset.done', 'Your password is changed. Log in with the new one.')}</p>
          <button type="button" onClick={logIn}>
            {t('account.login.submit', 'Log in')}
          </button>
        </>
      ) : null}
    </AccountFormCard>
  );
}
