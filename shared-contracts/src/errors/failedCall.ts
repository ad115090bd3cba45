/** What a failed call looks like to the error mappings: an HTTP status and maybe a reason code, or nothing. */
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
