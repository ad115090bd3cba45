-- Cash out your way (issue 42): a partial cash out pays part of a bet's offer and leaves the rest of its stake
-- running; an auto cash out is the player's rule "cash out when the offer reaches X", kept here so it fires
-- with nobody watching. Whole minor units of the player's currency, like the wallet.

-- Each partial cash out of a bet: the stake it took off the bet (the bet's own stake, potential returns and
-- promised extra winnings were reduced in proportion) and what it paid (the wallet's ledger row of kind
-- 'cashout' names the bet). The bet's stake at placement is its stake now plus these.
CREATE TABLE partial_cash_outs (
  id bigserial PRIMARY KEY,
  bet_id bigint NOT NULL REFERENCES bets (id),
  stake bigint NOT NULL CHECK (stake > 0),
  amount bigint NOT NULL CHECK (amount > 0),
  -- The full offer the amount was a part of, so the rate paid can be checked against it.
  offer bigint NOT NULL CHECK (offer >= amount),
  paid_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX partial_cash_outs_bet ON partial_cash_outs (bet_id);

-- One rule a bet. It fires at most once: firing sets fired_at in the same transaction that closes the bet,
-- and only while fired_at is null, so every API process may evaluate and only one pays.
CREATE TABLE auto_cash_outs (
  bet_id bigint PRIMARY KEY REFERENCES bets (id),
  target bigint NOT NULL CHECK (target > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  fired_at timestamptz,
  -- What the firing paid: the offer at that moment, never below the target.
  paid bigint CHECK (paid IS NULL OR paid >= target)
);

CREATE INDEX auto_cash_outs_armed ON auto_cash_outs (bet_id) WHERE fired_at IS NULL;
