-- Bet builders (same-game multis). A builder is one outcome of a market of its own on its event, so the slip,
-- placement, cash out and settlement take it as any selection; its legs are outcomes of the event's markets.
-- Its market stays long-term suspended and its outcome hidden, out of every list: its price and state are
-- worked out from its legs and the event's model whenever it is priced.
CREATE TABLE bet_builders (
  outcome_id bigint PRIMARY KEY REFERENCES outcomes (id) ON DELETE CASCADE,
  event_id bigint NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  -- the leg outcomes, ascending: one builder per set of legs
  legs bigint[] NOT NULL,
  UNIQUE (event_id, legs)
);

CREATE INDEX bet_builders_event ON bet_builders (event_id);

-- The event's model state a builder bet was priced on: when a leg is void the bet is priced again on the
-- other legs from the same state.
CREATE TABLE bet_builder_placements (
  bet_id bigint NOT NULL REFERENCES bets (id),
  outcome_id bigint NOT NULL REFERENCES bet_builders (outcome_id),
  sim_state jsonb NOT NULL,
  PRIMARY KEY (bet_id, outcome_id)
);
