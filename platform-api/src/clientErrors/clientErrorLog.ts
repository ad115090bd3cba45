import type { ClientErrorPost } from '@sportsbook/contracts';
import type { Database } from '../db/database';

/** Keeps one browser's report with the user agent that sent it (the device often explains the failure). */
export async function logClientError(db: Database, report: ClientErrorPost, userAgent: string | undefined): Promise<void> {
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
