-- Safer-gambling tools (issue 43). Deposit limits per period in whole minor units (null: no limit), with a
-- raise that waits: it may be confirmed from pending_from on, and until then the current amount holds.
CREATE TABLE deposit_limits (
  player_id integer NOT NULL REFERENCES players (id),
  period text NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly')),
  amount bigint CHECK (amount >= 0),
  pending boolean NOT NULL DEFAULT false,
  pending_amount bigint CHECK (pending_amount >= 0),
  pending_from timestamptz,
  PRIMARY KEY (player_id, period)
);

-- The deposits a player makes at the cashier, which the limits count (the sign-up's welcome money is not one).
CREATE TABLE cashier_deposits (
  id bigserial PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id),
  amount bigint NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL
);

CREATE INDEX cashier_deposits_player_time ON cashier_deposits (player_id, created_at);

-- When the player answered the question asked before the first deposit (set a limit, or none); null: not yet.
ALTER TABLE players ADD COLUMN deposit_limits_answered_at timestamptz;

-- A time-out refuses logins until it ends, like a self-exclusion, but lasts 24 hours to 6 weeks.
ALTER TABLE players ADD COLUMN timed_out_until timestamptz;

-- Minutes between reality checks (fractional where a brand offers such, as test brands do); null: none.
ALTER TABLE players ADD COLUMN reality_check_minutes double precision CHECK (reality_check_minutes > 0);
