-- Edit bet and price boosts (issue 42).

-- What an edit would do, held while the player reads it: the bet's cash-out offer (whole minor units of the
-- player's currency), which becomes the new bet's stake, and the new bet's legs with the prices quoted.
CREATE TABLE bet_edit_quotes (
  id uuid PRIMARY KEY,
  bet_id bigint NOT NULL REFERENCES bets (id),
  player_id integer NOT NULL REFERENCES players (id),
  legs jsonb NOT NULL,
  offer bigint NOT NULL CHECK (offer > 0),
  -- The bet's stake when quoted: a partial cash out since then leaves the quote void.
  stake bigint NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE INDEX bet_edit_quotes_bet ON bet_edit_quotes (bet_id);

-- Each edit done: the bet cashed out at `amount` and the bet placed with it as its stake, in one transaction.
-- The ledger holds both steps: a 'cashout' row naming the old bet, a 'stake' row naming the new one.
CREATE TABLE bet_edits (
  id bigserial PRIMARY KEY,
  old_bet_id bigint NOT NULL UNIQUE REFERENCES bets (id),
  new_bet_id bigint NOT NULL UNIQUE REFERENCES bets (id),
  amount bigint NOT NULL CHECK (amount > 0),
  edited_at timestamptz NOT NULL DEFAULT now()
);

-- A brand's boosted price of one outcome, on single stakes up to max_stake (major units, multiplied for the
-- scaled currencies like the brand's stake limits) between starts_at and ends_at. One boost an outcome a brand.
CREATE TABLE price_boosts (
  id serial PRIMARY KEY,
  brand text NOT NULL,
  outcome_id bigint NOT NULL REFERENCES outcomes (id),
  price double precision NOT NULL CHECK (price > 1),
  max_stake numeric(18, 2) NOT NULL CHECK (max_stake > 0),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  -- Set on the boosts the platform keeps for the demo; an operator's own are never replaced by those.
  seeded boolean NOT NULL DEFAULT false,
  UNIQUE (brand, outcome_id)
);
