/** What a failed call looks like to the error mapping: an HTTP status and maybe a reason code, or nothing. */
export interface FailedCall {
  status?: number;
  code?: string;
}

/** Reads the status and reason code from a failed call's error (`ApiError`: response.status, response.data). */
export function failedCall(error: unknown): FailedCall {
  const response = (error as { response?: { status?: number; data?: { code?: unknown } } } | null)?.response;
  if (!response || typeof response.status !== 'number') return {};
  const code = response.data?.code;
  return { status: response.status, code: typeof code === 'string' && code ? code : undefined };
}

const CODED_STATUSES = new Set([401, 402, 403, 421, 500]);

/** The message key of a failed login (spec 1 section 8). */
export function loginErrorKey({ status, code }: FailedCall): string {
  if (status === undefined) return 'something-went-wrong';
  if (code && CODED_STATUSES.has(status)) return `login-error-${code}`;
  if (status === 401 || status === 402 || status === 403) return `login-error-${status}`;
  if (status === 400 || status === 404) return `error-${status}`;
  return 'error-500';
}
