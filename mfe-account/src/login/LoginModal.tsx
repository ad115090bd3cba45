import { css } from '@emotion/react';
import { useEffect, useId, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FocusTrap } from 'focus-trap-react';
import { useShellContext, useShellStore } from '@sportsbook/contracts';
import { responsibleContext } from '@sportsbook/domain';
import { controlField, DialogFrame } from '@sportsbook/ui';
import type { AuthenticateAnswer, CompletedLogin, DeviceSessionAnswer } from '@sportsbook/contracts';
import { initialLoginFlow, loginFlow, type LoginStep } from './loginFlow';
import { loginFailure } from './loginMessages';
import { loginPaths } from './loginPaths';
import { LoginForm, type Credentials } from './LoginForm';
import { OtpForm } from './OtpForm';
import { SecurityQuestionForm } from './SecurityQuestionForm';
import { TermsForm } from './TermsForm';
import { endPendingSession } from './pendingSession';
import { forgetTermsStep, keepTermsStep, keptTermsStep } from './keptTermsStep';
import { clearDeviceSession, deviceLoginBody, deviceLoginPath, sessionFromDevice } from './deviceSession';
import type { CredentialsBody, DeviceLoginBody } from '@sportsbook/contracts/wire';

const TITLES: Record<LoginStep['name'], [key: string, text: string]> = {
  form: ['account.login.title', 'Log in'],
  otp: ['account.otp.title', 'One-time code'],
  question: ['account.question.title', 'Security question'],
  terms: ['account.terms.title', 'Terms of use'],
  done: ['account.login.title', 'Log in'],
};

/** The login dialog and the steps it shows (login, one-time code, security question, terms): this folder's forms. */
const dialog = css`
  width: min(400px, 100%);
  h2 {
    margin: 0 0 16px;
  }
  label {
    display: block;
    margin: 12px 0 6px;
    font-weight: 600;
  }
  label.check {
    display: flex;
    gap: 8px;
    align-items: center;
    font-weight: 400;
  }
  input[type='text'],
  input[type='password'] {
    ${controlField};
    width: 100%;
    padding: 10px 12px;
  }
  /* The show-password button keeps to one line: wrapped, it made the password field taller than the username's. */
  .secret {
    display: flex;
    gap: 6px;
  }
  .secret button {
    white-space: nowrap;
    padding: 0 12px;
  }
  .actions {
    display: flex;
    gap: 8px;
    justify-content: flex-end;
    flex-wrap: wrap;
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
  button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  button[type='submit'] {
    background: var(--sb-accent);
    border-color: var(--sb-accent);
    color: var(--sb-accent-text);
  }
  a {
    color: var(--sb-accent);
  }
  .hint {
    color: var(--sb-negative);
    margin: 6px 0 0;
    font-size: 0.9em;
  }
  .error {
    color: var(--sb-negative);
    margin: 12px 0 0;
  }
  .terms {
    max-height: 40vh;
    overflow: auto;
    line-height: 1.5;
  }
`;

/** Locks page scrolling while the login is open (spec 1 section 4). */
function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, [locked]);
}

/**
 * The login modal of spec 1 sections 2.6 and 4: credentials, then the one-time code, the security
 * question or the terms of use as the platform asks, then the session. Brands with force_dsb_login use
 * the sportsbook's own (icore) login, which has no second step.
 */
export function LoginModal() {
  const { t, i18n } = useTranslation();
  const { api, bus, stores, locale } = useShellContext();
  const open = useShellStore('ui', (s) => s.modals.isLoginOpen);
  const icoreStyle = useShellStore('globalSettings', (s) => s.settings.force_dsb_login);
  const deviceStyle = useShellStore('globalSettings', (s) => s.settings.device_session_login);
  const singleSession = useShellStore('globalSettings', (s) => s.settings.single_allowed_session);
  const [state, dispatch] = useReducer(loginFlow, initialLoginFlow);
  const remember = useRef(true);
  const titleId = useId();
  const { step } = state;

  useEffect(() => bus.on('session/login-requested', () => stores.ui.getState().setModal('isLoginOpen', true)), [bus, stores]);
  // The device session's refresh credentials go with the session.
  useEffect(() => bus.on('session/changed', ({ loggedIn }) => (loggedIn ? undefined : clearDeviceSession())), [bus]);

  // Opening login closes the other modals; a closed login forgets its half-done steps.
  useEffect(() => {
    const ui = stores.ui.getState();
    if (!open) {
      dispatch({ type: 'closed' });
      return;
    }
    ui.setModal('isBoostOddsOpen', false);
    if (ui.myBetsModalState === 'visible') ui.setMyBetsModalState('closed');
  }, [open, stores]);

  useEffect(() => {
    const ui = stores.ui.getState();
    ui.setModal('isOTPFormOpen', step.name === 'otp');
    ui.setModal('isQuestionFormOpen', step.name === 'question');
  }, [step.name, stores]);

  useEffect(() => {
    if (step.name !== 'done') return;
    const { session } = step;
    const sessionStore = stores.session.getState();
    sessionStore.logIn(session);
    sessionStore.setLoginDetails({ savedUsername: remember.current ? session.username : undefined });
    bus.emit('session/changed', { loggedIn: true, username: session.username });
    if (stores.ui.getState().embedded)
      bus.emit('parent/post', {
        type: 'logon',
        responsibleContext: responsibleContext(session, new Date(), i18n.language),
      });
    stores.ui.getState().setModal('isLoginOpen', false);
    // The language as the player logged on: a later change of it is no new logon.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, stores, bus]);

  // A reload on the terms step shows it again: its flag persists (spec 1 section 3), its session is kept in the tab.
  useEffect(() => {
    const ui = stores.ui.getState();
    if (!ui.modals.isTermsOfUseOpen) return;
    const kept = keptTermsStep();
    if (!kept) {
      ui.setModal('isTermsOfUseOpen', false);
      return;
    }
    ui.setModal('isLoginOpen', true);
    dispatch({ type: 'session-reached', session: kept });
  }, [stores]);

  // A session waiting on the terms ends on the platform unless they are accepted: declined or closed, it ends at
  // once; a page that reloads or goes away leaves it to the platform, which ends it within five minutes.
  const termsAccepted = useRef(false);
  useEffect(() => {
    if (step.name !== 'terms') return;
    termsAccepted.current = false;
    keepTermsStep(step.session);
    stores.ui.getState().setModal('isTermsOfUseOpen', true);
    return () => {
      forgetTermsStep();
      stores.ui.getState().setModal('isTermsOfUseOpen', false);
      if (!termsAccepted.current)
        void endPendingSession(step.session, Boolean(deviceStyle), locale()).catch((error: unknown) =>
          console.warn('ending the session failed', error),
        );
    };
  }, [step, deviceStyle, locale, stores]);

  useScrollLock(open);
  if (!open || step.name === 'done') return null;

  // Closing any step, the OTP and question forms included, closes the whole login (spec 1 section 4).
  const close = () => stores.ui.getState().setModal('isLoginOpen', false);
  const onSession = (session: CompletedLogin) => dispatch({ type: 'session-reached', session });

  async function signIn({ username, password, remember: keep, endOtherSessions }: Credentials) {
    if (state.busy) return;
    remember.current = keep;
    dispatch({ type: 'submitted' });
    // Sent only when asked: the platform then ends the player's other sessions once the password is checked.
    const choice = endOtherSessions ? { endOtherSessions: true } : {};
    try {
      if (deviceStyle) {
        const { data } = await api.post<DeviceSessionAnswer>(deviceLoginPath(i18n.language), {
          ...deviceLoginBody(username, password),
          ...choice,
        } satisfies DeviceLoginBody);
        dispatch({ type: 'session-reached', session: sessionFromDevice(data) });
      } else if (icoreStyle) {
        const { data } = await api.post<CompletedLogin>(loginPaths.icoreLogin, {
          username,
          password,
          ...choice,
        } satisfies CredentialsBody);
        dispatch({
          type: 'session-reached',
          session: { ...data, jwe_token: data.jwe_token ?? data.alsToken, jweToken: data.jweToken ?? data.alsToken },
        });
      } else {
        const { data } = await api.post<AuthenticateAnswer>(loginPaths.authenticate(locale()), {
          username,
          password,
          product: 'sportsbook',
          ...choice,
        } satisfies CredentialsBody);
        dispatch({ type: 'authenticated', username, answer: data });
      }
    } catch (error) {
      dispatch({ type: 'failed', error: loginFailure(error) });
    }
  }

  const [titleKey, titleText] = TITLES[step.name];
  return (
    // Escape, from anywhere on the page, and the backdrop close it; Tab stays inside it while it is open.
    <DialogFrame
      labelledBy={titleId}
      onDismiss={close}
      look={dialog}
      wrap={(frame) => (
        <FocusTrap
          focusTrapOptions={{ allowOutsideClick: true, escapeDeactivates: false, tabbableOptions: { displayCheck: 'none' } }}
        >
          {frame}
        </FocusTrap>
      )}
    >
      <h2 id={titleId}>{t(titleKey, titleText)}</h2>
      {step.name === 'form' ? (
        <LoginForm confirmFirst={singleSession} busy={state.busy} error={state.error} onSubmit={signIn} onClose={close} />
      ) : null}
      {step.name === 'otp' ? (
        <OtpForm challenge={step.challenge} username={step.username} onSession={onSession} onClose={close} />
      ) : null}
      {step.name === 'question' ? (
        <SecurityQuestionForm challenge={step.challenge} onSession={onSession} onClose={close} />
      ) : null}
      {step.name === 'terms' ? (
        <TermsForm
          session={step.session}
          onAccepted={() => {
            termsAccepted.current = true;
            dispatch({ type: 'terms-accepted' });
          }}
          onClose={close}
        />
      ) : null}
    </DialogFrame>
  );
}
