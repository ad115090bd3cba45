import { statusOf, type ShellContext } from '@sportsbook/contracts';

/** The 500 toast stays this long (spec 2 section 9). */
export const ERROR_TOAST_MS = 10_000;

/**
 * A betslip request the platform failed (a 500, or no answer at all) shows the bottom toast "Betslip:
 * Something went wrong" with the request's reference for 10 s and logs the event (spec 2 section 8). The log
 * is the shell's client-error report, so the platform's collector holds the reference the player reads in
 * the toast. A 4xx is the slip's own message: no toast and nothing logged.
 */
export function reportFailure(
  { bus, reportError }: Pick<ShellContext, 'bus' | 'reportError'>,
  error: unknown,
  reference: string,
) {
  const status = statusOf(error);
  if (status !== undefined && status < 500) return;
  bus.emit('toast/show', {
    kind: 'error',
    messageKey: 'betslip.somethingWentWrong',
    values: { reference },
    autoCloseMs: ERROR_TOAST_MS,
  });
  reportError({
    remote: 'betslip',
    phase: 'request',
    message: `betslip request ${reference} failed (${status ?? 'no answer'}): ${String(error)}`,
  });
}
