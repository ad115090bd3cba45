import type { AccountPreferences } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { findPlayer, type PlayerRow } from './playerRepo';

/** The details form's two settings; the price format is stored lower case, as the preferences carry it. */
export async function saveDetails(
  db: Database,
  playerId: number,
  priceFormat: string,
  defaultStake: number | null,
): Promise<PlayerRow> {
  await db.query('UPDATE players SET price_format = $2, default_stake = $3 WHERE id = $1', [
    playerId,
    priceFormat.toLowerCase(),
    defaultStake,
  ]);
  return (await findPlayer(db, { id: playerId }))!;
}

/**
 * Saves the preferences given (each one a column of the same name; the schema names the only columns allowed).
 * Theme is saved only where the brand lets players switch it (spec 1 section 7.2).
 */
export async function savePreferences(
  db: Database,
  playerId: number,
  changes: Partial<AccountPreferences>,
  { themeSwitching }: { themeSwitching: boolean },
): Promise<PlayerRow> {
  if (changes.theme && !themeSwitching) throw new HttpError(400, 'theme cannot be changed on this brand');
  const columns = Object.entries(changes).filter(([, value]) => value !== undefined);
  await db.query(`UPDATE players SET ${columns.map(([column], i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`, [
    playerId,
    ...columns.map(([, value]) => value),
  ]);
  return (await findPlayer(db, { id: playerId }))!;
}

/** Accepting the terms once is enough: every later login carries termsAccepted. */
export async function acceptTerms(db: Database, playerId: number): Promise<void> {
  await db.query('UPDATE players SET terms_accepted = true WHERE id = $1', [playerId]);
}
