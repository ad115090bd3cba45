import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  useLocalisedLink,
  useShellContext,
  useShellStore,
  type ExternalUrlEntry,
  type ExternalUrlKey,
} from '@sportsbook/contracts';
import { loginPaths } from './loginPaths';
import { messageText, type LoginMessage } from './loginMessages';
import { CloseButton } from './FormParts';

export interface Credentials {
  username: string;
  password: string;
  remember: boolean;
  /** End the player's other sessions with this login: at the session quota (INT051), or on a single-session brand. */
  endOtherSessions?: boolean;
}

/** The platform's answer to a login while the player's sessions fill the quota. */
const QUOTA_EXCEEDED = 'errors.login-error-INT051';

interface Props {
  /** single_allowed_session: the player confirms that this login ends the others (spec 1 section 2.6). */
  confirmFirst: boolean;
  busy: boolean;
  error: LoginMessage | null;
  onSubmit(credentials: Credentials): void;
  onClose(): void;
}

/** The brand's forgot-password page, when its external URLs name one. */
function useForgotPasswordLink(): ExternalUrlEntry | null {
  const { api } = useShellContext();
  const { data } = useQuery({
    queryKey: ['external-urls'],
    queryFn: async () => (await api.get<Partial<Record<ExternalUrlKey, ExternalUrlEntry>>>(loginPaths.externalUrls)).data,
    staleTime: Infinity,
  });
  return data?.forgot_password ?? null;
}

/**
 * The credentials form of spec 1 section 2.6. The username is trimmed; an empty field gives the
 * error-invalid-login-credentials toast and nothing is sent (section 5).
 */
export function LoginForm({ confirmFirst, busy, error, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const { bus } = useShellContext();
  const localise = useLocalisedLink();
  const savedUsername = useShellStore('session', (s) => s.loginDetails.savedUsername);
  const id = useId();
  const [username, setUsername] = useState(savedUsername ?? '');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [remember, setRemember] = useState(true);
  const [unconfirmed, setUnconfirmed] = useState<Credentials | null>(null);
  const forgot = useForgotPasswordLink();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const name = username.trim();
    if (!name || !password) {
      bus.emit('toast/show', { kind: 'error', messageKey: 'errors.error-invalid-login-credentials' });
      return;
    }
    if (confirmFirst) setUnconfirmed({ username: name, password, remember });
    else onSubmit({ username: name, password, remember });
  }

  if (unconfirmed) {
    return (
      <div>
        <p>
          {t(
            'account.login.singleSession',
            'Only one session is allowed: logging in here ends your sessions elsewhere. Continue?',
          )}
        </p>
        <div className="actions">
          <button type="button" onClick={() => setUnconfirmed(null)}>
            {t('account.login.cancel', 'Cancel')}
          </button>
          <button
            type="button"
            onClick={() => {
              setUnconfirmed(null);
              onSubmit({ ...unconfirmed, endOtherSessions: true });
            }}
          >
            {t('account.login.continue', 'Continue')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={`${id}-user`}>{t('account.login.username', 'Username')}</label>
      <input
        id={`${id}-user`}
        type="text"
        autoComplete="username"
        autoFocus
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <label htmlFor={`${id}-password`}>{t('account.login.password', 'Password')}</label>
      <div className="secret">
        <input
          id={`${id}-password`}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="button" aria-pressed={showPassword} onClick={() => setShowPassword((shown) => !shown)}>
          {showPassword ? t('account.login.hidePassword', 'Hide password') : t('account.login.showPassword', 'Show password')}
        </button>
      </div>
      <label className="check">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        {t('account.login.remember', 'Remember me')}
      </label>
      {forgot ? (
        <p>
          <a href={localise(forgot.placeholder)} target={forgot.open_in_parent_frame ? '_parent' : undefined}>
            {t('account.login.forgotPassword', 'Forgot password?')}
          </a>
        </p>
      ) : null}
      {error ? (
        <p className="error" role="alert">
          {messageText(t, error)}
        </p>
      ) : null}
      {/* Sessions left open in closed tabs fill the quota for an hour: the password is right, so the player may end them. */}
      {error?.key === QUOTA_EXCEEDED ? (
        <button
          type="button"
          aria-busy={busy}
          onClick={() => !busy && onSubmit({ username: username.trim(), password, remember, endOtherSessions: true })}
        >
          {t('account.login.endOtherSessions', 'Log out my other sessions and log in')}
        </button>
      ) : null}
      <div className="actions">
        <CloseButton onClose={onClose} />
        <button type="submit" aria-busy={busy}>
          {t('account.login.submit', 'Log in')}
        </button>
      </div>
    </form>
  );
}
