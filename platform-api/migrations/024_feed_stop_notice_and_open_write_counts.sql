-- Issue 41 item 3: while the feed is stopped (simulator_feed_stopped), the lists answer live in-running markets as
-- suspended, and the push stream says so when they suspend and when they reopen. Every API process watches the
-- feed; this row is the state the stream last announced, so the one process that flips it is the one that tells.
CREATE TABLE feed_stop_notice (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  stopped boolean NOT NULL DEFAULT false
);

INSERT INTO feed_stop_notice (stopped) VALUES (false);

-- Issue 41 item 7: the writes without a login are limited per address (http/openWrites), counted here rather
-- than in each API process, so N processes allow the limit once, not N times. One row a route and address: its
-- window's start and the writes counted in it; rows of windows long over are dropped as new ones come.
CREATE TABLE open_write_counts (
  route text NOT NULL,
  address text NOT NULL,
  window_started timestamptz NOT NULL,
  writes integer NOT NULL,
  PRIMARY KEY (route, address)
);

CREATE INDEX open_write_counts_window ON open_write_counts (window_started);
