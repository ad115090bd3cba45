import { toMinorUnits } from '@sportsbook/domain';
import type { Database } from '../db/database';
import { DEMO_PLAYERS } from './demoPlayers';
import { hashSecret } from './passwords';

/** Creates the demo players that are missing, each with a deposit in the ledger for its starting balance. */
export async function seedPlayers(db: Database): Promise<void> {
  const existing = new Set((await db.query<{ username: string }>('SELECT username FROM players')).map((r) => r.username));
  for (const player of DEMO_PLAYERS.filter((p) => !existing.has(p.username))) {
    const passwordHash = await hashSecret(player.password);
    const answerHash = player.answer ? await hashSecret(player.answer.toLowerCase()) : null;
    await db.transaction(async (tx) => {
      const [{ id }] = await tx.query<{ id: number }>(
        `INSERT INTO players (username, password_hash, brand, currency, status, second_factor, security_question, security_answer_hash,
           demo_otp_code, terms_accepted, excluded_from_promotions, first_name, last_name, email, country_code, vip_level,
           partner_affiliate)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
        [
          player.username,
          passwordHash,
          player.brand,
          player.currency,
          player.status ?? 'active',
          player.secondFactor ?? 'plain',
          player.question ?? null,
          answerHash,
          player.otpCode ?? null,
          player.termsAccepted ?? true,
          player.excludedFromPromotions ?? false,
          player.firstName,
          player.lastName,
          `${player.username}@example.com`,
          player.countryCode,
          player.vipLevel ?? 0,
          player.partnerAffiliate ?? false,
        ],
      );
      const balance = toMinorUnits(player.balance, player.currency);
      await tx.query('INSERT INTO wallets (player_id, balance) VALUES ($1, $2)', [id, balance]);
      await tx.query(`INSERT INTO wallet_entries (player_id, kind, amount, balance_after) VALUES ($1, 'deposit', $2, $2)`, [
        id,
        balance,
      ]);
    });
  }
}
