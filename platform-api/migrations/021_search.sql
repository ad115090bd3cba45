-- Search over the catalogue's names: trigrams (pg_trgm) make it typo-tolerant ("barcelna" finds Barcelona) and
-- serve substring matches for scripts without word boundaries. PGlite ships the extension as a contrib module.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The names a player may type: teams (one row, names are the feed's in every language), and sports and
-- competitions in English ('') and in each language whose dictionary names them otherwise. `folded` is the name
-- as queries are compared with it: lower case, without accents or punctuation (search/foldName.ts).
CREATE TABLE search_names (
  kind text NOT NULL CHECK (kind IN ('sport', 'competition', 'team')),
  ref_id integer NOT NULL,
  locale text NOT NULL,
  folded text NOT NULL,
  PRIMARY KEY (kind, ref_id, locale)
);

CREATE INDEX search_names_folded ON search_names USING gin (folded gin_trgm_ops);

CREATE INDEX events_home_team ON events (home_team_id);
CREATE INDEX events_away_team ON events (away_team_id);

-- Names near a query (a typo), by word similarity over pg_trgm's threshold (0.6) through the trigram index. The
-- planner would rather read this small table than its index and then compare every name, several times slower:
-- the function turns sequential reads off for its own query only. Their score is the strict word similarity, which
-- compares whole words: 'almedna' is nearer 'Real Almedina' than 'UD Almedolid'.
CREATE FUNCTION search_near_names(query text, query_locale text)
RETURNS TABLE (kind text, ref_id integer, score real)
LANGUAGE sql STABLE
SET enable_seqscan = off
AS $$
  SELECT n.kind, n.ref_id, max(strict_word_similarity(query, n.folded))
  FROM search_names n
  WHERE n.locale IN ('', query_locale) AND query <% n.folded
  GROUP BY n.kind, n.ref_id
$$;
