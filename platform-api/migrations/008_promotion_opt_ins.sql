-- A player's opt-in to a promotion that needs one; opting in twice is the same opt-in.
CREATE TABLE promotion_opt_ins (
  player_id integer NOT NULL REFERENCES players (id),
  promotion_id integer NOT NULL,
  opted_in_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, promotion_id)
);
