import type { Database } from '../db/database';

/** The phases a browser can fail in: where the shell or a remote caught the error. */
export const CLIENT_ERROR_PHASES = ['load', 'mount', 'render', 'bus', 'shell', 'probe', 'i18n', 'request'] as const;

export interface ClientErrorReport {
  remote?: string;
  phase: (typeof CLIENT_ERROR_PHASES)[number];
  message: string;
  stack?: string;
  url?: string;
}

/** Keeps one browser's report with the user agent that sent it (the device often explains the failure). */
export async function logClientError(db: Database, report: ClientErrorReport, userAgent: string | undefined): Promise<void> {
  await db.query('INSERT INTO client_errors (remote, phase, message, stack, url, user_agent) VALUES ($1, $2, $3, $4, $5, $6)', [
    report.remote ?? null,
    report.phase,
    report.message,
    report.stack ?? null,
    report.url ?? null,
    userAgent ?? null,
  ]);
}

/** The latest 100 reports, newest first, for whoever watches the front end's health. */
export const latestClientErrors = (db: Database) =>
  db.query('SELECT id, received_at, remote, phase, message, url FROM client_errors ORDER BY id DESC LIMIT 100');
