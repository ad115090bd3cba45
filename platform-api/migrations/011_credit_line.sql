-- A credit line (spec 2 section 8, RES-00057): a player the operator trusts may stake beyond the balance,
-- up to the limit; what the running bets take on credit is kept apart from the balance, which never goes
-- below zero. Both in whole minor units of the player's currency.
ALTER TABLE players ADD COLUMN credit_limit bigint NOT NULL DEFAULT 0 CHECK (credit_limit >= 0);
ALTER TABLE wallets ADD COLUMN credit_used bigint NOT NULL DEFAULT 0 CHECK (credit_used >= 0);
