import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionToken, useShellContext } from '@sportsbook/contracts';
import { loginPaths } from './loginPaths';
import { loginFailure, messageText, type LoginMessage } from './loginMessages';
import type { CompletedLogin } from '@sportsbook/contracts';

interface Props {
  session: CompletedLogin;
  onAccepted(): void;
  onClose(): void;
}

/**
 * The terms-of-use variant of the login dialog (spec 1 sections 2.6 and 4). The session is not stored
 * until the terms are accepted, so the token travels on this one call by hand.
 */
export function TermsForm({ session, onAccepted, onClose }: Props) {
  const { t } = useTranslation();
  const { api } = useShellContext();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginMessage | null>(null);

  async function accept() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await api.post(
        loginPaths.acceptTerms,
        {},
        { headers: { Authorization: `Bearer ${sessionToken(session) ?? session.alsToken}` } },
      );
      onAccepted();
    } catch (error) {
      setFailure(loginFailure(error));
      setBusy(false);
    }
  }

  return (
    <div>
      <div className="terms">
        <p>{t('account.terms.intro', 'Our terms of use have changed. Please read and accept them to continue.')}</p>
        <p>
          {t(
            'account.terms.body',
            'You must be of legal age to bet. Bets are accepted at the odds shown when placed and settled by the official result. Keep your login details private; you are responsible for activity on your account. Bet responsibly and use the limits and self-exclusion tools when you need them.',
          )}
        </p>
      </div>
      {failure ? (
        <p className="error" role="alert">
          {messageText(t, failure)}
        </p>
      ) : null}
      <div className="actions">
        <button type="button" onClick={onClose}>
          {t('account.terms.decline', 'Decline')}
        </button>
        <button type="button" className="primary" onClick={accept} aria-busy={busy} disabled={busy}>
          {t('account.terms.accept', 'Accept terms')}
        </button>
      </div>
    </div>
  );
}
