import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { copyFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CURRENCY_MINOR_DIGITS, currencyDigits } from '@sportsbook/domain';
import { createTestDatabase } from '../../test/harness';
import { openDatabase, type Database } from './database';
import { migrate, MIGRATIONS_DIR } from './migrate';

const MIGRATION = '009_money_minor_units.sql';

/**
 * A database at the migration before the conversion, on PGlite or (with TEST_DATABASE_URL) on a fresh
 * PostgreSQL database, and a folder holding the migrations up to it; `convert` adds and runs the conversion.
 */
async function beforeConversion() {
  const dir = await mkdtemp(path.join(tmpdir(), 'minor-units-'));
  for (const file of await readdir(MIGRATIONS_DIR))
    if (file < MIGRATION) await copyFile(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const created = adminUrl ? await createTestDatabase(adminUrl, 'minor_units_test') : undefined;
  const db = await openDatabase(created ? { url: created.url } : {});
  await migrate(db, dir);
  await db.exec(`INSERT INTO brands (id, name, settings_web, settings_mobile) VALUES ('classic', 'Classic', '{}', '{}')`);
  return {
    db,
    async convert() {
      await copyFile(path.join(MIGRATIONS_DIR, MIGRATION), path.join(dir, MIGRATION));
      return migrate(db, dir);
    },
    async close() {
      await db.close();
      await created?.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A player with a wallet, a deposit, a settled single with a cash-out offer, and a jackpot bet, in one currency. */
async function playerWithMoney(db: Database, username: string, currency: string, amounts: Record<string, string>) {
  const [{ id }] = await db.query<{ id: number }>(
    `INSERT INTO players (username, password_hash, brand, currency, first_name, last_name, email)
     VALUES ($1, 'x', 'classic', $2, 'A', 'B', $1 || '@example.com') RETURNING id`,
    [username, currency],
  );
  await db.query('INSERT INTO wallets (player_id, balance, promo_cash, total_left_to_wager) VALUES ($1, $2, $3, $4)', [
    id,
    amounts.balance,
    amounts.promo,
    amounts.promo,
  ]);
  await db.query(`INSERT INTO wallet_entries (player_id, kind, amount, balance_after) VALUES ($1, 'stake', $2, $3)`, [
    id,
    `-${amounts.stake}`,
    amounts.balance,
  ]);
  const slip = crypto.randomUUID();
  await db.query(
    `INSERT INTO betslips (id, player_id, request_uuid, status, request, total_stake) VALUES ($1, $2, 'r', 'accepted', '{}', $3)`,
    [slip, id, amounts.stake],
  );
  const [{ id: betId }] = await db.query<{ id: string }>(
    `INSERT INTO bets (betslip_id, player_id, reference, kind, bet_type_id, description, unit_stake, num_bets, total_stake, odds, potential_returns, status, returns, origin_id)
     VALUES ($1, $2, 'SB-1', 'single', 1, 'Single', $3, 1, $3, 1.87, $4, 'won', $4, 11) RETURNING id`,
    [slip, id, amounts.stake, amounts.returns],
  );
  await db.query(`INSERT INTO cashout_offers (id, bet_id, amount, expires_at) VALUES ($1, $2, $3, now())`, [
    crypto.randomUUID(),
    betId,
    amounts.cashout,
  ]);
  return { id, betId };
}

const minorOf = async (db: Database, sql: string, params: unknown[]) =>
  Object.fromEntries(Object.entries((await db.query(sql, params))[0]).map(([k, v]) => [k, v === null ? null : Number(v)]));

describe('the migration to whole minor units (009)', () => {
  it('converts every amount with its currency minor unit, scaled currencies as booked', async () => {
    const at = await beforeConversion();
    try {
      // currency, the amounts as numeric(18,4) held them, and the minor units they must become.
      const cases = [
        [
          'EUR',
          { balance: '997.30', promo: '5.5', stake: '2.00', returns: '3.74', cashout: '1.78' },
          [99_730, 550, 200, 374, 178],
        ],
        [
          'KES',
          { balance: '250000.25', promo: '0', stake: '49.00', returns: '91.63', cashout: '46.55' },
          [25_000_025, 0, 4_900, 9_163, 4_655],
        ],
        // IDR is shown in thousands (IDR 5.75 is 5,750 rupiah) but booked in rupiah: the rupiah are the minor units.
        [
          'IDR',
          { balance: '5000000', promo: '0', stake: '5750', returns: '10753', cashout: '5463' },
          [5_000_000, 0, 5_750, 10_753, 5_463],
        ],
        ['JPY', { balance: '150000', promo: '300', stake: '333', returns: '623', cashout: '316' }, [150_000, 300, 333, 623, 316]],
        [
          'KWD',
          { balance: '12.345', promo: '0', stake: '1.005', returns: '1.879', cashout: '0.955' },
          [12_345, 0, 1_005, 1_879, 955],
        ],
        ['mBTC', { balance: '1.01', promo: '0', stake: '0.01', returns: '0.02', cashout: '0.01' }, [101, 0, 1, 2, 1]],
      ] as const;
      const players: { id: number; betId: string }[] = [];
      for (const [currency, amounts] of cases) players.push(await playerWithMoney(at.db, `p_${currency}`, currency, amounts));
      // A jackpot in EUR with a bet in KES placed before bets kept their prize, and one in IDR that kept its own.
      const [{ id: jackpotId }] = await at.db.query<{ id: number }>(
        `INSERT INTO jackpots (name, prize, unit_stake, currency, closes_at) VALUES ('J', 100000, 1, 'EUR', now()) RETURNING id`,
      );
      const [{ id: oldBet }] = await at.db.query<{ id: string }>(
        `INSERT INTO jackpot_bets (jackpot_id, player_id, selections, no_of_bets, total_stake, unit_stake, currency, status, returns)
         VALUES ($1, $2, '[]', 2, 300, 150, 'KES', 'won', 12500.50) RETURNING id`,
        [jackpotId, players[1].id],
      );
      const [{ id: newBet }] = await at.db.query<{ id: string }>(
        `INSERT INTO jackpot_bets (jackpot_id, player_id, selections, no_of_bets, total_stake, unit_stake, currency, prize)
         VALUES ($1, $2, '[]', 4, 60000, 15000, 'IDR', 1500000000) RETURNING id`,
        [jackpotId, players[2].id],
      );

      assert.deepEqual(await at.convert(), [MIGRATION]);

      for (const [index, [currency, , [balance, promo, stake, returns, cashout]]] of cases.entries()) {
        const { id, betId } = players[index];
        assert.deepEqual(
          await minorOf(at.db, 'SELECT balance, promo_cash, total_left_to_wager FROM wallets WHERE player_id = $1', [id]),
          { balance, promo_cash: promo, total_left_to_wager: promo },
          `${currency} wallet`,
        );
        assert.deepEqual(
          await minorOf(at.db, 'SELECT amount, balance_after FROM wallet_entries WHERE player_id = $1', [id]),
          { amount: -stake, balance_after: balance },
          `${currency} ledger`,
        );
        assert.deepEqual(await minorOf(at.db, 'SELECT total_stake FROM betslips WHERE player_id = $1', [id]), {
          total_stake: stake,
        });
        assert.deepEqual(
          await minorOf(at.db, 'SELECT unit_stake, total_stake, potential_returns, returns FROM bets WHERE id = $1', [betId]),
          { unit_stake: stake, total_stake: stake, potential_returns: returns, returns },
          `${currency} bet`,
        );
        assert.deepEqual(await minorOf(at.db, 'SELECT amount FROM cashout_offers WHERE bet_id = $1', [betId]), {
          amount: cashout,
        });
      }
      assert.deepEqual(await minorOf(at.db, 'SELECT prize, unit_stake FROM jackpots WHERE id = $1', [jackpotId]), {
        prize: 10_000_000,
        unit_stake: 100,
      });
      // The old KES bet was paid from the jackpot row's 100,000, read as KES: it now carries KES 100,000.00.
      assert.deepEqual(
        await minorOf(at.db, 'SELECT total_stake, unit_stake, returns, prize FROM jackpot_bets WHERE id = $1', [oldBet]),
        {
          total_stake: 30_000,
          unit_stake: 15_000,
          returns: 1_250_050,
          prize: 10_000_000,
        },
      );
      assert.deepEqual(
        await minorOf(at.db, 'SELECT total_stake, unit_stake, returns, prize FROM jackpot_bets WHERE id = $1', [newBet]),
        {
          total_stake: 60_000,
          unit_stake: 15_000,
          returns: null,
          prize: 1_500_000_000,
        },
      );
      // The columns are integers now, and the wallet still refuses to go below zero.
      const types = await at.db.query<{ table_name: string; column_name: string; data_type: string }>(
        `SELECT table_name, column_name, data_type FROM information_schema.columns
         WHERE (table_name, column_name) IN (('wallets', 'balance'), ('wallet_entries', 'amount'), ('bets', 'returns'), ('cashout_offers', 'amount'), ('jackpot_bets', 'prize'), ('jackpots', 'prize'), ('betslips', 'total_stake'))`,
      );
      assert.equal(types.length, 7);
      for (const column of types) assert.equal(column.data_type, 'bigint', `${column.table_name}.${column.column_name}`);
      await assert.rejects(at.db.query('UPDATE wallets SET balance = -1 WHERE player_id = $1', [players[0].id]), /check/i);
    } finally {
      await at.close();
    }
  });

  it('refuses a fraction of a minor unit and changes nothing', async () => {
    const at = await beforeConversion();
    try {
      await playerWithMoney(at.db, 'p_half_cent', 'EUR', {
        balance: '10.005',
        promo: '0',
        stake: '1',
        returns: '2',
        cashout: '1',
      });
      await assert.rejects(at.convert(), /wallet of player \d+ holds a fraction of a minor unit/);
      const [{ balance }] = await at.db.query<{ balance: string }>('SELECT balance FROM wallets');
      assert.equal(Number(balance), 10.005);
      assert.equal((await at.db.query(`SELECT 1 FROM schema_migrations WHERE name = $1`, [MIGRATION])).length, 0);
    } finally {
      await at.close();
    }
  });

  it('lists the same currencies and digits as the contracts', async () => {
    const sql = await readFile(path.join(MIGRATIONS_DIR, MIGRATION), 'utf8');
    const listed = Object.fromEntries([...sql.matchAll(/\('([A-Z]{3})', ([03])\)/g)].map((m) => [m[1], Number(m[2])]));
    assert.deepEqual(listed, CURRENCY_MINOR_DIGITS);
    for (const [code, digits] of Object.entries(listed)) assert.equal(currencyDigits(code), digits);
  });
});
