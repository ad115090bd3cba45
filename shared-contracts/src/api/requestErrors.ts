import type { ApiResponse } from './apiClient';
import type { ApiRequest } from './requestConfig';
import { fieldOf } from '../errors/failedCall';

/** What the platform answered to a failed request; remotes read `error.response.data` for its reason. */
export type FailedResponse = ApiResponse<unknown>;

/** A request the platform answered with a failure status (4xx, 5xx). */
export class ApiError extends Error {
  readonly isApiError = true;
  readonly response: FailedResponse;

  constructor(request: Pick<ApiRequest, 'method' | 'url'>, response: FailedResponse) {
    super(`${request.method.toUpperCase()} ${request.url} answered ${response.status}`);
    this.name = 'ApiError';
    this.response = response;
  }
}

/**
 * By shape, not by class: a remote that fell back to its own copy of the contracts still recognises
 * the errors of the shell's client.
 */
export const isApiError = (error: unknown): error is ApiError => fieldOf(error, 'isApiError') === true;

/**
 * A request the caller aborted (a newer one replaced it): nothing to show, only to log. fetch rejects it
 * with the signal's reason, an AbortError unless the caller gave another.
 */
export const isRequestCancelled = (error: unknown): boolean => fieldOf(error, 'name') === 'AbortError';

/** The HTTP status of a failed request, or undefined when no answer came (network, abort). */
export const statusOf = (error: unknown): number | undefined => (isApiError(error) ? error.response.status : undefined);
