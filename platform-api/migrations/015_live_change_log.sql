-- The push stream's replay window: every batch of live changes published, under the id its stream message carries.
-- A client that reconnects, to any API process, names the last id it had (Last-Event-ID) and is sent what came
-- after; the publisher keeps about two minutes of it.
CREATE TABLE live_change_log (
  id bigserial PRIMARY KEY,
  changes text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now()
);
