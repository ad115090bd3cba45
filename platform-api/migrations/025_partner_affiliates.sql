-- Affiliated partner players (spec 1 section 4: is_partner_matrix_affiliate on the login session) lose the second
-- esports feed (spec 2 section 5). The operator marks them; a player is none unless marked.
ALTER TABLE players ADD COLUMN partner_affiliate boolean NOT NULL DEFAULT false;
