-- Issue 41 item 3: while the feed is stopped (simulator_feed_stopped), the lists answer live in-running markets as
-- suspended, and the push stream says so when they suspend and when they reopen. Every API process watches the
-- feed; this row is the state the stream last announced, so the one process that flips it is the one that tells.
CREATE TABLE feed_stop_notice (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  stopped boolean NOT NULL DEFAULT false
);

INSERT INTO feed_stop_notice (stopped) VALUES (false);
