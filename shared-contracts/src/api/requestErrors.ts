import { isAxiosError, isCancel } from 'axios';

/** A request the caller aborted (a newer one replaced it): nothing to show, only to log. */
export const isRequestCancelled = (error: unknown): boolean => isCancel(error);

/** The HTTP status of a failed request, or undefined when no answer came (network, abort). */
export const statusOf = (error: unknown): number | undefined => (isAxiosError(error) ? error.response?.status : undefined);
