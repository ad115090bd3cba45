-- Issue 41 item 1: the trading simulator's leadership terms, and what the database refuses.
-- One row: the current term, claimed by each process that wins the simulator's advisory lock, and the leader's
-- heartbeat. A write of the simulator checks its term against this row in the same transaction, so a process
-- that lost the lock (and may not know it yet) can no longer write from its stale memory.
CREATE TABLE simulator_leadership (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  term bigint NOT NULL DEFAULT 0,
  -- The last tick of the leader of that term.
  ticked_at timestamptz,
  -- How long without a tick means the feed stopped (the leader died or hangs); NULL while the world is moved by
  -- hand (the tests that call advance), whose feed never stops on its own.
  stale_after interval
);

INSERT INTO simulator_leadership (term) VALUES (0);

-- The term whose leader last wrote an event's state (its clock, its score): who moved it, for the operator and
-- the failover drill.
ALTER TABLE events ADD COLUMN leader_term bigint;

-- The fence: refuses (raises) unless `claimed` is the current term, and holds the row shared until the
-- transaction ends, so a new leader's claim waits for an older term's write in flight and never passes it.
-- A leader frozen inside such a transaction (a stopped process, a stalled machine) would hold the row and
-- keep every new leader waiting: its session ends after a second idle in the transaction, and the row with it.
CREATE FUNCTION simulator_fence(claimed bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('idle_in_transaction_session_timeout', '1000', true);
  PERFORM 1 FROM simulator_leadership WHERE term = claimed FOR SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'simulator term % is no longer the current term', claimed USING ERRCODE = 'SBT01';
  END IF;
END
$$;

-- Live markets are suspended for betting while the feed is stopped: no tick for longer than the leader said.
CREATE FUNCTION simulator_feed_stopped() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT stale_after IS NOT NULL AND (ticked_at IS NULL OR ticked_at < now() - stale_after) FROM simulator_leadership), false)
$$;

-- A result once set is final: bets were settled on it. Whoever writes, an UPDATE that would change a set
-- result, unmark a resulted market or bring a finished event back is refused.
CREATE FUNCTION refuse_unsettling() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% %: a result once set is final', TG_TABLE_NAME, OLD.id USING ERRCODE = 'SBR01';
END
$$;

CREATE TRIGGER outcome_result_is_final BEFORE UPDATE OF result ON outcomes
  FOR EACH ROW WHEN (OLD.result IS NOT NULL AND NEW.result IS DISTINCT FROM OLD.result) EXECUTE FUNCTION refuse_unsettling();

CREATE TRIGGER market_resulted_is_final BEFORE UPDATE OF resulted ON markets
  FOR EACH ROW WHEN (OLD.resulted AND NOT NEW.resulted) EXECUTE FUNCTION refuse_unsettling();

CREATE TRIGGER event_finished_is_final BEFORE UPDATE OF state ON events
  FOR EACH ROW WHEN (OLD.state = 'finished' AND NEW.state IS DISTINCT FROM 'finished') EXECUTE FUNCTION refuse_unsettling();
