-- Login throttling: one row per failed attempt, per subject (an IP, a username from an IP, a username, a
-- player's second factor). Counts are sliding windows over these rows, shared by every API process.
CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  subject text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX login_failures_subject ON login_failures (subject, failed_at);

-- The lock that five wrong passwords set could be triggered by anyone who knows a username: throttling
-- replaces it.
ALTER TABLE players DROP COLUMN failed_attempts;
ALTER TABLE players DROP COLUMN locked_until;

-- Sign-up asks for the date of birth (players must be 18).
ALTER TABLE players ADD COLUMN date_of_birth date;

-- Password reset by a one-time code; a code is spent once used, and dies with its expiry.
CREATE TABLE password_resets (
  id uuid PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id),
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz
);

-- Usernames are found case-insensitively, so two sign-ups racing for "Bob" and "bob" must not both win.
CREATE UNIQUE INDEX players_username_lower ON players (lower(username));
