-- Player props name their player (spec 2 section 3, market playerName).
ALTER TABLE markets ADD COLUMN player_name text;
