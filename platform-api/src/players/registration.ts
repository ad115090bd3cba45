import { toMinorUnits } from '@sportsbook/domain';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { hashSecret } from './passwords';
import { findPlayer } from './playerRepo';
import { registrationOptions, welcomeDeposit } from './registrationOptions';
import { ageOn, isCalendarDate, MINIMUM_AGE, passwordWeakness } from './signUpRules';

export interface SignUp {
  username: string;
  email: string;
  password: string;
  dateOfBirth: string;
  countryCode: string;
  currency: string;
  firstName: string;
  lastName: string;
  termsAccepted: true;
}

/** Opens an account on a brand: the player, the wallet and its welcome deposit in one transaction, or nothing. */
export async function signUp(
  db: Database,
  brand: string,
  form: SignUp,
  today = new Date().toISOString().slice(0, 10),
): Promise<{ username: string; currency: string }> {
  const options = registrationOptions(brand);
  if (!isCalendarDate(form.dateOfBirth) || form.dateOfBirth > today)
    throw new HttpError(400, 'dateOfBirth must be a past day (YYYY-MM-DD)');
  if (ageOn(form.dateOfBirth, today) < MINIMUM_AGE)
    throw new HttpError(400, `Players must be ${MINIMUM_AGE} or older.`, 'UNDER_AGE');
  if (!options.countries.includes(form.countryCode))
    throw new HttpError(400, `countryCode must be one of ${options.countries.join(', ')}`);
  if (!options.currencies.includes(form.currency))
    throw new HttpError(400, `currency must be one of ${options.currencies.join(', ')}`);
  const weakness = passwordWeakness(form.password, form.username);
  if (weakness) throw new HttpError(400, weakness, 'WEAK_PASSWORD');
  if (await findPlayer(db, { username: form.username })) throw usernameTaken();
  const passwordHash = await hashSecret(form.password);
  // Stored in whole minor units of the player's currency, as every wallet amount is.
  const deposit = toMinorUnits(welcomeDeposit(form.currency), form.currency);
  try {
    await db.transaction(async (tx) => {
      const [{ id }] = await tx.query<{ id: number }>(
        `INSERT INTO players (username, password_hash, brand, currency, first_name, last_name, email, country_code, date_of_birth, terms_accepted)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, true) RETURNING id`,
        [
          form.username,
          passwordHash,
          brand,
          form.currency,
          form.firstName,
          form.lastName,
          form.email,
          form.countryCode,
          form.dateOfBirth,
        ],
      );
      await tx.query('INSERT INTO wallets (player_id, balance) VALUES ($1, $2)', [id, deposit]);
      await tx.query(`INSERT INTO wallet_entries (player_id, kind, amount, balance_after) VALUES ($1, 'deposit', $2, $2)`, [
        id,
        deposit,
      ]);
    });
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides, and the loser hears why.
    if ((error as { code?: string }).code === '23505') throw usernameTaken();
    throw error;
  }
  return { username: form.username, currency: form.currency };
}

const usernameTaken = () => new HttpError(409, 'That username is taken.', 'USERNAME_TAKEN');
