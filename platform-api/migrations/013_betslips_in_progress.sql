-- A placement first asks whether the player has a slip still in progress (a live delay, a referral): an index of
-- only those keeps the question one lookup however many slips the player has placed (it read every one of them).
CREATE INDEX betslips_in_progress ON betslips (player_id) WHERE status IN ('pending', 'referred');
