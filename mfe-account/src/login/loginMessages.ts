import type { TFunction } from 'i18next';
import { failedCall } from '@sportsbook/contracts';
import { loginErrorKey, SAFER_GAMBLING_CODES } from '@sportsbook/domain';

/** The English texts of spec 1 section 8, the defaults of the errors.* translation keys. */
export const LOGIN_MESSAGE_DEFAULTS: Record<string, string> = {
  'login-error-401': 'Invalid credentials.',
  'login-error-402': 'Your account is suspended.',
  'login-error-403': 'Your account is locked.',
  'login-error-INT001': 'Could not fetch data from a third-party provider.',
  'login-error-INT003': 'Invalid credentials.',
  'login-error-INT008': 'Your account is locked.',
  'login-error-INT009': 'Your account is suspended.',
  'login-error-INT051': 'Token quota exceeded.',
  'login-error-INT056': 'Your account is pending activation.',
  // Not in the spec's catalogue: the platform's answer to a self-excluded player's login.
  'login-error-SELF_EXCLUDED': 'Your account is self-excluded. You cannot log in until the period you chose ends.',
  'error-400': 'Please check your internet connection.',
  'error-404': 'Connectivity issues, please try later.',
  'error-500': 'We are experiencing difficulties.',
  'something-went-wrong': 'Something went wrong.',
  'error-invalid-login-credentials': 'Please enter your username and password.',
};

/** A message to show: a translation key with its English default, and a count for the plural forms. */
export interface LoginMessage {
  key: string;
  text: string;
  count?: number;
  /** The English default when count is one. */
  textOne?: string;
}

/** The code the platform answers with 429 while a login must wait. */
const THROTTLED = 'LOGIN_THROTTLED';

/** "Try again in N minutes": the wait the platform names in its Retry-After, in whole minutes. */
export function throttledMessage(retryAfterSeconds: number): LoginMessage {
  return {
    key: 'errors.login-throttled',
    count: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
    textOne: 'Too many attempts. Try again in {{count}} minute.',
    text: 'Too many attempts. Try again in {{count}} minutes.',
  };
}

/** The message in the player's language (i18next picks the plural form by count). */
export function messageText(t: TFunction, message: LoginMessage): string {
  if (message.count === undefined) return t(message.key, message.text);
  return t(message.key, { count: message.count, defaultValue_one: message.textOne, defaultValue_other: message.text });
}

/** The message of a key of spec 1 section 8; a code the catalogue does not know reads as its status. */
export function loginMessage(key: string, status?: number): LoginMessage {
  const text =
    LOGIN_MESSAGE_DEFAULTS[key] ??
    (status ? LOGIN_MESSAGE_DEFAULTS[`login-error-${status}`] : undefined) ??
    LOGIN_MESSAGE_DEFAULTS['something-went-wrong'];
  return { key: `errors.${key}`, text };
}

/** The answer to a login during a time-out the player took (issue 43): the account area's own words. */
const TIMED_OUT: LoginMessage = {
  key: 'account.login.timedOut',
  text: 'You are on a time-out. You cannot log in until it ends.',
};

/** The message of a failed login call. */
export function loginFailure(error: unknown): LoginMessage {
  const failed = failedCall(error);
  if (failed.code === SAFER_GAMBLING_CODES.timedOut) return TIMED_OUT;
  if (failed.status === 429 && failed.code === THROTTLED) {
    return throttledMessage(failed.retryAfter && failed.retryAfter > 0 ? failed.retryAfter : 60);
  }
  return loginMessage(loginErrorKey(failed), failed.status);
}

/** OTP and security-question failures show the server's own message (spec 1 section 8). */
export function serverMessage(error: unknown): string | null {
  return failedCall(error).message || null;
}
