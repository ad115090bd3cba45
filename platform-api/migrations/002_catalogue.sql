-- The trading catalogue: sports, the event-path tree (sport, country, league), teams, events, markets,
-- outcomes with their last three prices, results, and feed alerts.
CREATE TABLE sports (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  style text NOT NULL
);

CREATE TABLE event_paths (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES event_paths (id),
  kind text NOT NULL CHECK (kind IN ('special', 'sport', 'country', 'league')),
  description text NOT NULL,
  slug text NOT NULL,
  sport_code text,
  cup boolean NOT NULL DEFAULT false,
  ordinal integer NOT NULL DEFAULT 0
);

CREATE INDEX event_paths_parent ON event_paths (parent_id);

CREATE TABLE teams (
  id integer PRIMARY KEY,
  league_id integer NOT NULL REFERENCES event_paths (id),
  name text NOT NULL,
  strength double precision NOT NULL
);

CREATE TABLE events (
  id bigint PRIMARY KEY,
  slug text NOT NULL,
  name text NOT NULL,
  sport_code text NOT NULL REFERENCES sports (code),
  league_id integer NOT NULL REFERENCES event_paths (id),
  home_team_id integer REFERENCES teams (id),
  away_team_id integer REFERENCES teams (id),
  event_date timestamptz NOT NULL,
  -- prematch, live, finished
  state text NOT NULL DEFAULT 'prematch',
  is_outright boolean NOT NULL DEFAULT false,
  feed_code text NOT NULL,
  clock jsonb,
  scores jsonb,
  current_period text,
  current_period_abbreviation text,
  current_period_number integer,
  cricket_outcomes jsonb,
  live_streaming boolean NOT NULL DEFAULT false,
  sim_state jsonb,
  finished_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX events_state_date ON events (state, event_date);
CREATE INDEX events_league ON events (league_id);

CREATE TABLE markets (
  id bigint PRIMARY KEY,
  event_id bigint NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  market_type_id integer NOT NULL,
  description text NOT NULL,
  -- open, suspended, lts, closed
  status text NOT NULL DEFAULT 'open',
  period_type integer NOT NULL,
  period_description text NOT NULL,
  in_running boolean NOT NULL DEFAULT false,
  instance integer,
  spread double precision,
  ordinal integer NOT NULL DEFAULT 0,
  feed_id text NOT NULL,
  resulted boolean NOT NULL DEFAULT false
);

CREATE INDEX markets_event ON markets (event_id);

CREATE TABLE outcomes (
  id bigint PRIMARY KEY,
  market_id bigint NOT NULL REFERENCES markets (id) ON DELETE CASCADE,
  description text NOT NULL,
  ordinal_position integer NOT NULL,
  opponent_id integer,
  hidden boolean NOT NULL DEFAULT false,
  price double precision NOT NULL,
  previous_price double precision,
  antepenultimate_price double precision,
  price_changed_at timestamptz NOT NULL DEFAULT now(),
  -- won, lost, void once the market has resulted
  result text
);

CREATE INDEX outcomes_market ON outcomes (market_id);

CREATE TABLE feed_alerts (
  feed_id text PRIMARY KEY,
  active_until timestamptz NOT NULL
);

CREATE SEQUENCE catalogue_ids START 1000000;
