-- Money as whole minor units of its currency (bigint): cents of EUR, GBP and KES, whole yen, won and rupiah,
-- fils of KWD. Scaled currencies (VND, IDR, LAK, MMK, KHR) are a matter of display only (spec 2 sections 4,
-- 5 and 9: the player sees thousands); what is booked is the rupiah itself, so IDR 5,750 is stored as 5750.
-- Every amount was already a whole number of minor units; the migration refuses to run, changing nothing,
-- if one is not, rather than round a player's money.
--
-- The currencies whose minor unit is not the cent: the same table as currencyDigits in the contracts.
CREATE TEMP TABLE minor_digits (currency text PRIMARY KEY, digits integer NOT NULL) ON COMMIT DROP;
INSERT INTO minor_digits (currency, digits) VALUES
  ('AFN', 0), ('ALL', 0), ('BIF', 0), ('CLP', 0), ('COP', 0), ('DJF', 0), ('GNF', 0), ('HUF', 0), ('IDR', 0),
  ('IQD', 0), ('IRR', 0), ('ISK', 0), ('JPY', 0), ('KMF', 0), ('KPW', 0), ('KRW', 0), ('LAK', 0), ('LBP', 0),
  ('MGA', 0), ('MMK', 0), ('PKR', 0), ('PYG', 0), ('RWF', 0), ('SLL', 0), ('SOS', 0), ('SYP', 0), ('UGX', 0),
  ('VND', 0), ('VUV', 0), ('XAF', 0), ('XOF', 0), ('XPF', 0), ('YER', 0),
  ('BHD', 3), ('JOD', 3), ('KWD', 3), ('LYD', 3), ('OMR', 3), ('TND', 3);
-- Minor units per major unit of each player's currency (any other currency has two digits).
CREATE TEMP TABLE player_units ON COMMIT DROP AS
  SELECT p.id AS player_id, power(10::numeric, coalesce(d.digits, 2)) AS units
  FROM players p LEFT JOIN minor_digits d ON d.currency = upper(p.currency);
-- A jackpot bet placed before each bet kept its prize was paid the jackpot row's prize, read in the bet's own
-- currency: that prize is written on the bet now, so every bet carries its own.
UPDATE jackpot_bets b SET prize = j.prize FROM jackpots j WHERE j.id = b.jackpot_id AND b.prize IS NULL;
-- The guards: a fraction of a minor unit anywhere stops the migration with a message naming the row
-- (casting the message to an integer is what raises it, on PGlite and PostgreSQL alike).
SELECT ('wallet of player ' || w.player_id || ' holds a fraction of a minor unit')::integer
  FROM wallets w JOIN player_units u USING (player_id)
  WHERE (w.balance * u.units) % 1 <> 0 OR (w.promo_cash * u.units) % 1 <> 0 OR (w.total_left_to_wager * u.units) % 1 <> 0;
SELECT ('ledger row ' || e.id || ' holds a fraction of a minor unit')::integer
  FROM wallet_entries e JOIN player_units u USING (player_id)
  WHERE (e.amount * u.units) % 1 <> 0 OR (e.balance_after * u.units) % 1 <> 0;
SELECT ('betslip ' || s.id || ' holds a fraction of a minor unit')::integer
  FROM betslips s JOIN player_units u USING (player_id) WHERE (s.total_stake * u.units) % 1 <> 0;
SELECT ('bet ' || b.id || ' holds a fraction of a minor unit')::integer
  FROM bets b JOIN player_units u USING (player_id)
  WHERE (b.unit_stake * u.units) % 1 <> 0 OR (b.total_stake * u.units) % 1 <> 0
     OR (b.potential_returns * u.units) % 1 <> 0 OR (coalesce(b.returns, 0) * u.units) % 1 <> 0;
SELECT ('cash-out offer ' || o.id || ' holds a fraction of a minor unit')::integer
  FROM cashout_offers o JOIN bets b ON b.id = o.bet_id JOIN player_units u ON u.player_id = b.player_id
  WHERE (o.amount * u.units) % 1 <> 0;
SELECT ('jackpot ' || j.id || ' holds a fraction of a minor unit')::integer
  FROM jackpots j LEFT JOIN minor_digits d ON d.currency = upper(j.currency)
  WHERE (j.prize * power(10::numeric, coalesce(d.digits, 2))) % 1 <> 0
     OR (j.unit_stake * power(10::numeric, coalesce(d.digits, 2))) % 1 <> 0;
SELECT ('jackpot bet ' || b.id || ' holds a fraction of a minor unit')::integer
  FROM jackpot_bets b LEFT JOIN minor_digits d ON d.currency = upper(b.currency)
  WHERE (b.total_stake * power(10::numeric, coalesce(d.digits, 2))) % 1 <> 0
     OR (coalesce(b.returns, 0) * power(10::numeric, coalesce(d.digits, 2))) % 1 <> 0
     OR (coalesce(b.unit_stake, 0) * power(10::numeric, coalesce(d.digits, 2))) % 1 <> 0
     OR (coalesce(b.prize, 0) * power(10::numeric, coalesce(d.digits, 2))) % 1 <> 0;
-- The conversion: each table gains bigint columns of minor units, filled from the old ones exactly, which
-- then give way (a column type change cannot read another table).
ALTER TABLE wallets ADD COLUMN balance_minor bigint, ADD COLUMN promo_cash_minor bigint, ADD COLUMN total_left_to_wager_minor bigint;
UPDATE wallets w SET balance_minor = (w.balance * u.units)::bigint, promo_cash_minor = (w.promo_cash * u.units)::bigint,
  total_left_to_wager_minor = (w.total_left_to_wager * u.units)::bigint
  FROM player_units u WHERE u.player_id = w.player_id;
ALTER TABLE wallets DROP COLUMN balance, DROP COLUMN promo_cash, DROP COLUMN total_left_to_wager;
ALTER TABLE wallets RENAME COLUMN balance_minor TO balance;
ALTER TABLE wallets RENAME COLUMN promo_cash_minor TO promo_cash;
ALTER TABLE wallets RENAME COLUMN total_left_to_wager_minor TO total_left_to_wager;
ALTER TABLE wallets ALTER COLUMN balance SET NOT NULL, ADD CONSTRAINT wallets_balance_check CHECK (balance >= 0),
  ALTER COLUMN promo_cash SET NOT NULL, ALTER COLUMN promo_cash SET DEFAULT 0, ADD CONSTRAINT wallets_promo_cash_check CHECK (promo_cash >= 0),
  ALTER COLUMN total_left_to_wager SET NOT NULL, ALTER COLUMN total_left_to_wager SET DEFAULT 0;

ALTER TABLE wallet_entries ADD COLUMN amount_minor bigint, ADD COLUMN balance_after_minor bigint;
UPDATE wallet_entries e SET amount_minor = (e.amount * u.units)::bigint, balance_after_minor = (e.balance_after * u.units)::bigint
  FROM player_units u WHERE u.player_id = e.player_id;
ALTER TABLE wallet_entries DROP COLUMN amount, DROP COLUMN balance_after;
ALTER TABLE wallet_entries RENAME COLUMN amount_minor TO amount;
ALTER TABLE wallet_entries RENAME COLUMN balance_after_minor TO balance_after;
ALTER TABLE wallet_entries ALTER COLUMN amount SET NOT NULL, ALTER COLUMN balance_after SET NOT NULL;

ALTER TABLE betslips ADD COLUMN total_stake_minor bigint;
UPDATE betslips s SET total_stake_minor = (s.total_stake * u.units)::bigint FROM player_units u WHERE u.player_id = s.player_id;
ALTER TABLE betslips DROP COLUMN total_stake;
ALTER TABLE betslips RENAME COLUMN total_stake_minor TO total_stake;
ALTER TABLE betslips ALTER COLUMN total_stake SET NOT NULL;

ALTER TABLE bets ADD COLUMN unit_stake_minor bigint, ADD COLUMN total_stake_minor bigint,
  ADD COLUMN potential_returns_minor bigint, ADD COLUMN returns_minor bigint;
UPDATE bets b SET unit_stake_minor = (b.unit_stake * u.units)::bigint, total_stake_minor = (b.total_stake * u.units)::bigint,
  potential_returns_minor = (b.potential_returns * u.units)::bigint, returns_minor = (b.returns * u.units)::bigint
  FROM player_units u WHERE u.player_id = b.player_id;
ALTER TABLE bets DROP COLUMN unit_stake, DROP COLUMN total_stake, DROP COLUMN potential_returns, DROP COLUMN returns;
ALTER TABLE bets RENAME COLUMN unit_stake_minor TO unit_stake;
ALTER TABLE bets RENAME COLUMN total_stake_minor TO total_stake;
ALTER TABLE bets RENAME COLUMN potential_returns_minor TO potential_returns;
ALTER TABLE bets RENAME COLUMN returns_minor TO returns;
ALTER TABLE bets ALTER COLUMN unit_stake SET NOT NULL, ALTER COLUMN total_stake SET NOT NULL, ALTER COLUMN potential_returns SET NOT NULL;

ALTER TABLE cashout_offers ADD COLUMN amount_minor bigint;
UPDATE cashout_offers o SET amount_minor = (o.amount * u.units)::bigint
  FROM bets b JOIN player_units u ON u.player_id = b.player_id WHERE b.id = o.bet_id;
ALTER TABLE cashout_offers DROP COLUMN amount;
ALTER TABLE cashout_offers RENAME COLUMN amount_minor TO amount;
ALTER TABLE cashout_offers ALTER COLUMN amount SET NOT NULL;

ALTER TABLE jackpots ADD COLUMN prize_minor bigint, ADD COLUMN unit_stake_minor bigint;
UPDATE jackpots j SET prize_minor = (j.prize * power(10::numeric, coalesce(d.digits, 2)))::bigint,
  unit_stake_minor = (j.unit_stake * power(10::numeric, coalesce(d.digits, 2)))::bigint
  FROM jackpots j2 LEFT JOIN minor_digits d ON d.currency = upper(j2.currency) WHERE j2.id = j.id;
ALTER TABLE jackpots DROP COLUMN prize, DROP COLUMN unit_stake;
ALTER TABLE jackpots RENAME COLUMN prize_minor TO prize;
ALTER TABLE jackpots RENAME COLUMN unit_stake_minor TO unit_stake;
ALTER TABLE jackpots ALTER COLUMN prize SET NOT NULL, ALTER COLUMN unit_stake SET NOT NULL;

ALTER TABLE jackpot_bets ADD COLUMN total_stake_minor bigint, ADD COLUMN returns_minor bigint,
  ADD COLUMN unit_stake_minor bigint, ADD COLUMN prize_minor bigint;
UPDATE jackpot_bets b SET total_stake_minor = (b.total_stake * power(10::numeric, coalesce(d.digits, 2)))::bigint,
  returns_minor = (b.returns * power(10::numeric, coalesce(d.digits, 2)))::bigint,
  unit_stake_minor = (b.unit_stake * power(10::numeric, coalesce(d.digits, 2)))::bigint,
  prize_minor = (b.prize * power(10::numeric, coalesce(d.digits, 2)))::bigint
  FROM jackpot_bets b2 LEFT JOIN minor_digits d ON d.currency = upper(b2.currency) WHERE b2.id = b.id;
ALTER TABLE jackpot_bets DROP COLUMN total_stake, DROP COLUMN returns, DROP COLUMN unit_stake, DROP COLUMN prize;
ALTER TABLE jackpot_bets RENAME COLUMN total_stake_minor TO total_stake;
ALTER TABLE jackpot_bets RENAME COLUMN returns_minor TO returns;
ALTER TABLE jackpot_bets RENAME COLUMN unit_stake_minor TO unit_stake;
ALTER TABLE jackpot_bets RENAME COLUMN prize_minor TO prize;
ALTER TABLE jackpot_bets ALTER COLUMN total_stake SET NOT NULL, ALTER COLUMN prize SET NOT NULL;
