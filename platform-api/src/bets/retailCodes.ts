import { randomInt } from 'node:crypto';
import type { Database } from '../db/database';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A shop honours a retail code for a day. */
const VALID_HOURS = 24;

/** A readable code (no 0/O or 1/I) for a slip a visitor takes to a shop. */
export async function newRetailCode(
  db: Pick<Database, 'query'>,
  kind: 'betslip' | 'jackpot',
  brand: string,
  payload: unknown,
): Promise<{ code: string; expiresAt: string }> {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const code = `R-${part()}-${part()}`;
  await db.query('INSERT INTO retail_codes (code, kind, brand, payload) VALUES ($1, $2, $3, $4)', [
    code,
    kind,
    brand,
    JSON.stringify(payload),
  ]);
  return { code, expiresAt: new Date(Date.now() + VALID_HOURS * 3_600_000).toISOString() };
}
