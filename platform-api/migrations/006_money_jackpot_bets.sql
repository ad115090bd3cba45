-- Jackpot bets are booked in the player's currency, keep their stake per line and their picks by ordinal
-- (the spec's singles), and the ledger rows of their stakes and wins name them.
ALTER TABLE jackpot_bets ADD COLUMN currency text NOT NULL DEFAULT 'EUR';
ALTER TABLE jackpot_bets ADD COLUMN unit_stake numeric(18, 4);
ALTER TABLE jackpot_bets ADD COLUMN singles jsonb;
ALTER TABLE jackpot_bets ADD COLUMN settled_at timestamptz;
ALTER TABLE wallet_entries ADD COLUMN jackpot_bet_id bigint REFERENCES jackpot_bets (id);
CREATE INDEX jackpot_bets_player ON jackpot_bets (player_id, status);
