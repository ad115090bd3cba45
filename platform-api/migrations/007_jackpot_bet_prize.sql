-- A jackpot bet keeps the prize of its brand and currency as it was when placed: the brand's terms may change
-- before the jackpot settles, and each winning line is paid from the prize the player was shown.
ALTER TABLE jackpot_bets ADD COLUMN prize numeric(18, 4);
