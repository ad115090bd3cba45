-- Booking codes: a slip's selections shared as a short code a friend loads into their own slip.
-- A code belongs to the brand it was made on. It expires with its events: `expires_at` is fixed when it is made
-- (the last event's kick-off and the time a match takes), and a lookup also treats a code whose events are all
-- over as expired. `selections` keeps what the player saw of each selection, so one that closed can be named.
CREATE TABLE booking_codes (
  code text PRIMARY KEY,
  brand text NOT NULL,
  selections jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE INDEX booking_codes_expiry ON booking_codes (expires_at);
