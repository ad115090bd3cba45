-- Parlay extra winnings (spec 2 sections 1, 3, 6): what a multiple was promised when it was placed, in whole
-- minor units of the player's currency; settlement pays it (or less, when legs are void) on a win.
ALTER TABLE bets ADD COLUMN extra_winnings bigint NOT NULL DEFAULT 0;
