import type { FailedCall } from '@sportsbook/contracts';

const CODED_STATUSES = new Set([401, 402, 403, 421, 500]);

/** The message key of a failed login (spec 1 section 8). */
export function loginErrorKey({ status, code }: FailedCall): string {
  if (status === undefined) return 'something-went-wrong';
  if (code && CODED_STATUSES.has(status)) return `login-error-${code}`;
  if (status === 401 || status === 402 || status === 403) return `login-error-${status}`;
  if (status === 400 || status === 404) return `error-${status}`;
  return 'error-500';
}
