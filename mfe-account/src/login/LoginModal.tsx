import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { failedCall, loginErrorKey, useShellContext, useShellStore, type LoginSession } from '@sportsbook/contracts';

const backdrop = css`
  position: fixed;
  inset: 0;
  background: rgb(0 0 0 / 55%);
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 10vh 16px 16px;
`;

const dialog = css`
  width: min(400px, 100%);
  background: var(--sb-surface);
  color: var(--sb-text);
  border: 1px solid var(--sb-border);
  border-radius: 12px;
  padding: 24px;
  box-shadow: 0 20px 60px rgb(0 0 0 / 45%);
  h2 {
    margin: 0 0 16px;
  }
  label {
    display: block;
    margin: 12px 0 6px;
    font-weight: 600;
  }
  input[type='text'],
  input[type='password'] {
    width: 100%;
    padding: 10px 12px;
    border-radius: 6px;
    border: 1px solid var(--sb-border);
    background: var(--sb-surface-2);
    color: var(--sb-text);
    font: inherit;
  }
  .actions {
    display: flex;
    gap: 8px;
    justify-content: flex-end;
    margin-top: 20px;
  }
  button {
    border-radius: 6px;
    padding: 10px 16px;
    font-weight: 600;
    cursor: pointer;
    border: 1px solid var(--sb-border);
    background: transparent;
    color: var(--sb-text);
  }
  button[type='submit'] {
    background: var(--sb-accent);
    border-color: var(--sb-accent);
    color: var(--sb-accent-text);
  }
  .error {
    color: var(--sb-negative);
    margin: 12px 0 0;
  }
`;

interface LoginAnswer {
  alsToken: string;
  username: string;
  currency: string;
  expirationTimeInSeconds?: number;
}

/** The login form of spec 1 section 2.6; OTP, security question and terms come with the account issue. */
export function LoginModal() {
  const { t } = useTranslation();
  const { api, bus, stores } = useShellContext();
  const open = useShellStore('ui', (s) => s.modals.isLoginOpen);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const titleId = useId();
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => bus.on('session/login-requested', () => stores.ui.getState().setModal('isLoginOpen', true)), [bus, stores]);
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);
  if (!open) return null;

  const close = () => stores.ui.getState().setModal('isLoginOpen', false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const name = username.trim();
    if (!name || !password) {
      bus.emit('toast/show', { kind: 'error', messageKey: 'errors.error-invalid-login-credentials' });
      return;
    }
    setBusy(true);
    setErrorKey(null);
    try {
      const { data } = await api.post<LoginAnswer>('/xapi/icore/players/login', { username: name, password });
      const session: LoginSession = { ...data, jwe_token: data.alsToken, jweToken: data.alsToken };
      stores.session.getState().logIn(session);
      bus.emit('session/changed', { loggedIn: true, username: data.username });
      bus.emit('parent/post', { type: 'logon' });
      setPassword('');
      close();
    } catch (error) {
      setErrorKey(`errors.${loginErrorKey(failedCall(error))}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div css={backdrop} onClick={(e) => e.target === e.currentTarget && close()}>
      <div css={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={(e) => e.key === 'Escape' && close()}>
        <h2 id={titleId}>{t('account.login.title', 'Log in')}</h2>
        <form onSubmit={submit} noValidate>
          <label htmlFor={`${titleId}-user`}>{t('account.login.username', 'Username')}</label>
          <input id={`${titleId}-user`} ref={first} type="text" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
          <label htmlFor={`${titleId}-password`}>{t('account.login.password', 'Password')}</label>
          <input id={`${titleId}-password`} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          {errorKey ? (
            <p className="error" role="alert">
              {t(errorKey, t('errors.something-went-wrong', 'Something went wrong.'))}
            </p>
          ) : null}
          <div className="actions">
            <button type="button" onClick={close}>
              {t('account.login.close', 'Close')}
            </button>
            <button type="submit" aria-busy={busy}>
              {t('account.login.submit', 'Log in')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
