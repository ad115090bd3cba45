/** What a failed call looks like to the error mappings: an HTTP status and what its answer gave, or nothing. */
export interface FailedCall {
  status?: number;
  /** The reason code, when the answer gives one (a `RES-` code, `BOOKING_CODE_UNKNOWN`, ...). */
  code?: string;
  /** The platform's words, when it gives any. */
  message?: string;
  /** Seconds to wait before trying again, when the platform says. */
  retryAfter?: number;
}

/** A field of an object met at run time (an error, an answer's body); undefined for anything else. */
export const fieldOf = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;

/**
 * Reads a failed call's error (`ApiError`: response.status, response.data) by shape, checking each field's
 * type: the answer of a failure is whatever the platform, or a proxy before it, sent.
 */
export function failedCall(error: unknown): FailedCall {
  const response = fieldOf(error, 'response');
  const status = fieldOf(response, 'status');
  if (typeof status !== 'number') return {};
  const data = fieldOf(response, 'data');
  const [code, message, retryAfter] = ['code', 'message', 'retryAfter'].map((name) => fieldOf(data, name));
  return {
    status,
    code: typeof code === 'string' && code ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
    retryAfter: typeof retryAfter === 'number' ? retryAfter : undefined,
  };
}
