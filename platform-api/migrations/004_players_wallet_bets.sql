-- Players and their sessions, the wallet ledger, betslips and bets, cash-out offers and jackpots.
CREATE TABLE players (
  id serial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  brand text NOT NULL REFERENCES brands (id),
  currency text NOT NULL,
  -- active, suspended, locked, pending
  status text NOT NULL DEFAULT 'active',
  -- plain, otp, question
  second_factor text NOT NULL DEFAULT 'plain',
  security_question text,
  security_answer_hash text,
  demo_otp_code text,
  terms_accepted boolean NOT NULL DEFAULT true,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  country_code text NOT NULL DEFAULT 'GB',
  vip_level integer NOT NULL DEFAULT 0,
  excluded_from_promotions boolean NOT NULL DEFAULT false,
  self_excluded boolean NOT NULL DEFAULT false,
  price_format text NOT NULL DEFAULT 'euro',
  default_stake numeric,
  layout text NOT NULL DEFAULT 'euro',
  sort_by text NOT NULL DEFAULT 'time',
  accept_higher_odds text NOT NULL DEFAULT 'D',
  theme text NOT NULL DEFAULT 'system',
  failed_attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  first_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE login_challenges (
  id uuid PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id),
  kind text NOT NULL CHECK (kind IN ('otp', 'question')),
  code_hash text,
  expires_at timestamptz NOT NULL,
  resend_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  done boolean NOT NULL DEFAULT false
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id),
  style text NOT NULL CHECK (style IN ('token', 'device')),
  device_id text,
  refresh_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  logout_reason text
);

CREATE INDEX sessions_player ON sessions (player_id) WHERE revoked_at IS NULL;

-- The balance lives on one row per player, changed only together with a ledger row; the check keeps it
-- from ever going below zero, whatever the concurrency.
CREATE TABLE wallets (
  player_id integer PRIMARY KEY REFERENCES players (id),
  balance numeric(18, 4) NOT NULL CHECK (balance >= 0),
  promo_cash numeric(18, 4) NOT NULL DEFAULT 0 CHECK (promo_cash >= 0),
  total_left_to_wager numeric(18, 4) NOT NULL DEFAULT 0
);

CREATE TABLE wallet_entries (
  id bigserial PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'stake', 'win', 'refund', 'cashout', 'promo')),
  amount numeric(18, 4) NOT NULL,
  balance_after numeric(18, 4) NOT NULL,
  betslip_id uuid,
  bet_id bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX wallet_entries_player ON wallet_entries (player_id, id);

CREATE TABLE betslips (
  id uuid PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id),
  request_uuid text NOT NULL,
  -- accepted, pending (live delay), referred, rejected
  status text NOT NULL,
  request jsonb NOT NULL,
  response jsonb,
  total_stake numeric(18, 4) NOT NULL,
  delay_until timestamptz,
  decide_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (player_id, request_uuid)
);

CREATE TABLE bets (
  id bigserial PRIMARY KEY,
  betslip_id uuid NOT NULL REFERENCES betslips (id),
  player_id integer NOT NULL REFERENCES players (id),
  reference text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('single', 'multiple', 'system')),
  bet_type_id integer NOT NULL,
  description text NOT NULL,
  unit_stake numeric(18, 4) NOT NULL,
  num_bets integer NOT NULL,
  total_stake numeric(18, 4) NOT NULL,
  odds double precision,
  potential_returns numeric(18, 4) NOT NULL,
  -- open, won, lost, void, cashed_out
  status text NOT NULL DEFAULT 'open',
  returns numeric(18, 4),
  live boolean NOT NULL DEFAULT false,
  origin_id integer NOT NULL,
  placed_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);

CREATE INDEX bets_player_status ON bets (player_id, status);
CREATE INDEX bets_open ON bets (status) WHERE status = 'open';

CREATE TABLE bet_selections (
  bet_id bigint NOT NULL REFERENCES bets (id),
  outcome_id bigint NOT NULL REFERENCES outcomes (id),
  market_id bigint NOT NULL,
  event_id bigint NOT NULL,
  price double precision NOT NULL,
  event_description text NOT NULL,
  market_description text NOT NULL,
  outcome_description text NOT NULL,
  PRIMARY KEY (bet_id, outcome_id)
);

CREATE INDEX bet_selections_outcome ON bet_selections (outcome_id);

CREATE TABLE cashout_offers (
  id uuid PRIMARY KEY,
  bet_id bigint NOT NULL REFERENCES bets (id),
  amount numeric(18, 4) NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE jackpots (
  id serial PRIMARY KEY,
  name text NOT NULL,
  prize numeric(18, 2) NOT NULL,
  unit_stake numeric(18, 2) NOT NULL,
  currency text NOT NULL,
  closes_at timestamptz NOT NULL,
  -- open, closed, settled
  status text NOT NULL DEFAULT 'open'
);

CREATE TABLE jackpot_events (
  jackpot_id integer NOT NULL REFERENCES jackpots (id),
  ordinal integer NOT NULL,
  event_id bigint NOT NULL REFERENCES events (id),
  market_id bigint NOT NULL REFERENCES markets (id),
  reserve boolean NOT NULL DEFAULT false,
  PRIMARY KEY (jackpot_id, ordinal, reserve)
);

CREATE TABLE jackpot_bets (
  id bigserial PRIMARY KEY,
  jackpot_id integer NOT NULL REFERENCES jackpots (id),
  player_id integer REFERENCES players (id),
  request_uuid text,
  retail_code text,
  selections jsonb NOT NULL,
  no_of_bets integer NOT NULL,
  total_stake numeric(18, 4) NOT NULL,
  status text NOT NULL DEFAULT 'open',
  returns numeric(18, 4),
  placed_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (player_id, request_uuid)
);

CREATE TABLE retail_codes (
  code text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('betslip', 'jackpot')),
  brand text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
