import { failedCall } from '@sportsbook/contracts';

/** The platform's sign-up and password-reset calls, and the texts of their refusals. */
export const accountPaths = {
  registrationOptions: '/api/registration/options',
  registration: '/api/registration',
  passwordReset: '/api/password_reset',
  passwordResetConfirm: '/api/password_reset/confirm',
} as const;

/**
 * A refusal as the player reads it: a translation of its code when the platform gives one (a taken
 * username, a weak password, the age), else the platform's own message, which names the field.
 */
export function refusal(error: unknown): { key: string; text: string } {
  const { code, message } = failedCall(error);
  const text = message || 'Something went wrong.';
  return code ? { key: `account.refusals.${code}`, text } : { key: 'errors.something-went-wrong', text };
}
