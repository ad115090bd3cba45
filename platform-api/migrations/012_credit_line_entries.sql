-- The credit line's own ledger (spec 2 section 8, RES-00057): what a stake drew on it and what returns paid
-- back, each with the credit used after it. The wallet's ledger stays the balance's alone, so the balance
-- still equals its ledger, and the credit used equals this one. Whole minor units, like the wallet.
CREATE TABLE credit_entries (
  id bigserial PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players (id),
  kind text NOT NULL CHECK (kind IN ('draw', 'repayment')),
  -- A draw adds to the credit used, a repayment takes from it (negative).
  amount bigint NOT NULL,
  used_after bigint NOT NULL CHECK (used_after >= 0),
  -- What moved it: the stake for a draw; for a repayment, the payout that repaid (as the wallet's ledger
  -- names it: win, refund, cashout, promo).
  cause text NOT NULL CHECK (cause IN ('stake', 'win', 'refund', 'cashout', 'promo')),
  betslip_id uuid,
  bet_id bigint,
  jackpot_bet_id bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX credit_entries_player ON credit_entries (player_id, id);
