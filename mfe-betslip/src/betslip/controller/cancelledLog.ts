/** Where the slip notes its cancelled requests: the browser's console, a fake in tests. */
export type RequestLog = Pick<Console, 'debug'>;

/**
 * Spec 2 section 8: "Canceled betslip requests are only logged". Every betslip cancel is on purpose (a newer
 * pricing replaces the one in flight, placement or a cleared slip stops it, the slip unmounts mid-placement),
 * so our reading is: a note at debug level in the browser's log, as the jackpot notes its cancelled price
 * call, and never a toast. It is not sent to the platform's client-error collector: it is no error, and each
 * typed stake would spend the page's bounded report budget that real failures need.
 */
export function logCancelled(log: RequestLog, request: string) {
  log.debug(`Operation canceled: ${request}`);
}
