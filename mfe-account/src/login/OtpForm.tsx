import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellContext, safeStorage } from '@sportsbook/contracts';
import { OTP_MESSAGES, OTP_VALIDITY_MINUTES, otpProblem, otpSecondsLeft, restartOtpTimer, startOtpTimer } from './otpRules';
import { loginPaths } from './loginPaths';
import { serverMessage } from './loginMessages';
import type { CompletedLogin, SecondFactorAnswer } from '@sportsbook/contracts';
import { CloseButton, FailureAlert } from './FormParts';
import type { ChallengeRequest, OtpRequest } from '@sportsbook/contracts/wire';

interface Props {
  challenge: string;
  username: string;
  onSession(session: CompletedLogin): void;
  onClose(): void;
}

/** The one-time code form of spec 1 section 2.6, with the resend wait of section 4. */
export function OtpForm({ challenge, username, onSession, onClose }: Props) {
  const { t } = useTranslation();
  const { api, locale } = useShellContext();
  const id = useId();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  // The server's message, or null for the generic one (spec 1 section 8).
  const [failure, setFailure] = useState<{ message: string | null } | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(() => {
    startOtpTimer(safeStorage(), username, Date.now());
    return otpSecondsLeft(safeStorage(), username, Date.now());
  });

  useEffect(() => {
    if (secondsLeft === 0) return;
    const tick = setInterval(() => setSecondsLeft(otpSecondsLeft(safeStorage(), username, Date.now())), 1000);
    return () => clearInterval(tick);
  }, [secondsLeft, username]);

  const problem = otpProblem(code);
  const failed = (error: unknown) => setFailure({ message: serverMessage(error) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || problem) return;
    setBusy(true);
    setFailure(null);
    try {
      const { data } = await api.post<SecondFactorAnswer>(loginPaths.otpValidate(locale()), {
        challenge,
        code,
      } satisfies OtpRequest);
      onSession(data.session);
    } catch (error) {
      failed(error);
      setBusy(false);
    }
  }

  async function requestNew() {
    setFailure(null);
    try {
      await api.post(loginPaths.otpGenerate(locale()), { challenge } satisfies ChallengeRequest);
      restartOtpTimer(safeStorage(), username, Date.now());
      setSecondsLeft(otpSecondsLeft(safeStorage(), username, Date.now()));
    } catch (error) {
      failed(error);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <p>{t('account.otp.intro', 'Enter the 6-digit code we sent you.')}</p>
      <p>
        {t('account.otp.validity', {
          defaultValue: 'The code is valid for {{minutes}} minutes.',
          minutes: OTP_VALIDITY_MINUTES,
        })}
      </p>
      <label htmlFor={`${id}-code`}>{t('account.otp.code', '6-digit code')}</label>
      <input
        id={`${id}-code`}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        value={code}
        aria-invalid={touched && problem !== null}
        aria-describedby={touched && problem ? `${id}-problem` : undefined}
        onChange={(e) => {
          setCode(e.target.value);
          setTouched(true);
        }}
        onBlur={() => setTouched(true)}
      />
      {touched && problem ? (
        <p className="hint" id={`${id}-problem`}>
          {t(OTP_MESSAGES[problem].key, OTP_MESSAGES[problem].text)}
        </p>
      ) : null}
      {failure ? <FailureAlert message={failure.message} /> : null}
      <div className="actions">
        <CloseButton onClose={onClose} />
        <button type="button" disabled={secondsLeft > 0} onClick={requestNew}>
          {secondsLeft > 0
            ? t('account.otp.requestNewIn', { defaultValue: 'Request New OTP ({{seconds}} s)', seconds: secondsLeft })
            : t('account.otp.requestNew', 'Request New OTP')}
        </button>
        <button type="submit" disabled={problem !== null || busy} aria-busy={busy}>
          {t('account.otp.submit', 'Confirm')}
        </button>
      </div>
    </form>
  );
}
