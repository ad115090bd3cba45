/**
 * The phases a browser can fail in: where the shell or a remote caught the error; 'request' is a platform call
 * that failed (a 500 or no answer).
 */
export const CLIENT_ERROR_PHASES = ['load', 'mount', 'render', 'bus', 'shell', 'probe', 'i18n', 'request'] as const;

export type ClientErrorPhase = (typeof CLIENT_ERROR_PHASES)[number];

/** An error the shell or a remote caught, as it hands it to the shell's reporter. */
export interface ClientErrorReport {
  remote?: string;
  phase: ClientErrorPhase;
  message: string;
  stack?: string;
}

/**
 * The body of `POST /api/client_errors`: the report with the page it happened on and when, which the shell's
 * reporter adds (a remote does not know them). The platform keeps it with the sender's user agent.
 */
export interface ClientErrorPost extends ClientErrorReport {
  url?: string;
  at?: string;
}
