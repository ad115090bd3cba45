import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellContext } from '@sportsbook/contracts';
import { loginPaths } from './loginPaths';
import { serverMessage } from './loginMessages';
import type { CompletedLogin, SecondFactorAnswer } from '@sportsbook/contracts';
import { CloseButton, FailureAlert } from './FormParts';
import type { AnswerRequest } from '@sportsbook/contracts/wire';

interface Props {
  challenge: string;
  onSession(session: CompletedLogin): void;
  onClose(): void;
}

/** The security question form of spec 1 section 2.6: the question is fetched for the login's challenge. */
export function SecurityQuestionForm({ challenge, onSession, onClose }: Props) {
  const { t } = useTranslation();
  const { api, locale } = useShellContext();
  const id = useId();
  const [question, setQuestion] = useState<string | null>(null);
  const [answer, setAnswer] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  // The server's message, or null for the generic one (spec 1 section 8).
  const [failure, setFailure] = useState<{ message: string | null } | null>(null);
  const failed = (error: unknown) => setFailure({ message: serverMessage(error) });

  useEffect(() => {
    let current = true;
    api
      .post<{ question: string }>(loginPaths.question(locale()), { challenge })
      .then(({ data }) => current && setQuestion(data.question))
      .catch((error: unknown) => current && setFailure({ message: serverMessage(error) }));
    return () => {
      current = false;
    };
  }, [api, challenge, locale]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !answer) return;
    setBusy(true);
    setFailure(null);
    try {
      const { data } = await api.post<SecondFactorAnswer>(loginPaths.checkAnswer(locale()), {
        challenge,
        answer,
      } satisfies AnswerRequest);
      onSession(data.session);
    } catch (error) {
      failed(error);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <p>{question ?? t('account.question.loading', 'Loading your security question…')}</p>
      <label htmlFor={`${id}-answer`}>{t('account.question.answer', 'Answer')}</label>
      <input
        id={`${id}-answer`}
        type="text"
        autoFocus
        value={answer}
        onChange={(e) => {
          setAnswer(e.target.value);
          setTouched(true);
        }}
        onBlur={() => setTouched(true)}
      />
      {touched && !answer ? <p className="hint">{t('account.otp.required', 'Field should be required')}</p> : null}
      {failure ? <FailureAlert message={failure.message} /> : null}
      <div className="actions">
        <CloseButton onClose={onClose} />
        <button type="submit" disabled={!answer || busy} aria-busy={busy}>
          {t('account.question.submit', 'Submit')}
        </button>
      </div>
    </form>
  );
}
