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
  const data = (error as { response?: { data?: { code?: unknown; message?: unknown } } } | null)?.response?.data;
  const text = typeof data?.message === 'string' && data.message ? data.message : 'Something went wrong.';
  return typeof data?.code === 'string'
    ? { key: `account.refusals.${data.code}`, text }
    : { key: 'errors.something-went-wrong', text };
}
