import type { Transaction } from '@sportsbook/contracts';
import type { HistoryBet } from '@sportsbook/domain';

/**
 * A CSV field as spreadsheets read it: quoted when it holds a separator, a quote or a line break. A field a
 * spreadsheet would run as a formula (=, +, -, @ first) is kept as text, unless it is a plain number.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of fields as one CSV text, a header first, lines ending CRLF (RFC 4180). */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The transactions as CSV, with the headings in the player's language. */
export function transactionsCsv(
  rows: Transaction[],
  heading: (key: 'date' | 'kind' | 'amount' | 'balance') => string,
  kind: (k: Transaction['kind']) => string,
): string {
  return toCsv(
    [heading('date'), heading('kind'), heading('amount'), heading('balance')],
    rows.map((row) => [row.date, kind(row.kind), row.amount, row.balanceAfter]),
  );
}

/** The bets as CSV. */
export function betsCsv(
  rows: HistoryBet[],
  heading: (key: 'date' | 'reference' | 'kind' | 'stake' | 'status' | 'returns') => string,
): string {
  return toCsv(
    [heading('date'), heading('reference'), heading('kind'), heading('stake'), heading('status'), heading('returns')],
    rows.map((row) => [row.placedAt, row.reference, row.kind, row.stake, row.status, row.returns]),
  );
}
