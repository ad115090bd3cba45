import type { SearchAnswer, SearchCompetitionHit, SearchEventHit, SearchSportHit, SearchTeamHit } from '@sportsbook/contracts';
import { SEARCH_MIN_LENGTH } from '@sportsbook/domain';
import type { Database } from '../db/database';
import type { NameTranslator } from '../catalogue/names/nameTranslator';
import { foldName } from './foldName';

/** Hits per group. */
export const SEARCH_GROUP_LIMIT = 6;
/** The teams whose matches are looked at for the events group: the best matches, not every near one. */
const TEAMS_FOR_EVENTS = 20;

const NO_ANSWER = (query: string): SearchAnswer => ({ query, events: [], teams: [], competitions: [], sports: [] });

interface NameHit {
  kind: 'sport' | 'competition' | 'team';
  ref_id: number;
  /** 3 the whole name, 2 a word of it starts with the query, 1 the query inside a word or a near name. */
  tier: number;
  /** How close the name is within its tier: strict word similarity for near names, the shorter name first otherwise. */
  score: number;
}

/** Rows the cheap pass reads at most: a two-letter query matches hundreds of names, the best of which are kept. */
const CONTAINED_LIMIT = 200;

/**
 * Names that contain the query as typed, the way a player types a name key by key: a sequential read of a few
 * thousand short strings, cheaper than any similarity. The query holds letters, digits and single spaces only
 * (foldName), so it carries no LIKE wildcard.
 */
const CONTAINED = `
  SELECT kind, ref_id,
         max(CASE WHEN folded = $1::text THEN 3
                  WHEN folded LIKE $1::text || '%' OR folded LIKE '% ' || $1::text || '%' THEN 2
                  ELSE 1 END) AS tier,
         1.0 / min(length(folded)) AS score
  FROM search_names
  WHERE locale IN ('', $2::text) AND folded LIKE '%' || $1::text || '%'
  GROUP BY kind, ref_id
  ORDER BY tier DESC, score DESC
  LIMIT ${CONTAINED_LIMIT}`;

/** Names near the query (a typo: 'barcelna'): see migration 021's search_near_names. */
const NEAR = 'SELECT kind, ref_id, 1 AS tier, score FROM search_near_names($1::text, $2::text)';

async function nameHits(db: Database, query: string, locale: string): Promise<NameHit[]> {
  const contained = await db.query<NameHit>(CONTAINED, [query, locale]);
  // A name typed key by key is found in the first pass, a word of it starting with what is typed: only a query
  // no name's word starts with may be a typo.
  const near = contained.some((hit) => Number(hit.tier) >= 2) ? [] : await db.query<NameHit>(NEAR, [query, locale]);
  const found = new Map<string, NameHit>();
  for (const hit of [...contained, ...near]) {
    const key = `${hit.kind}:${hit.ref_id}`;
    if (!found.has(key)) found.set(key, { ...hit, tier: Number(hit.tier), score: Number(hit.score) });
  }
  const ranked = [...found.values()].sort((a, b) => b.tier - a.tier || b.score - a.score || a.ref_id - b.ref_id);
  const kept: NameHit[] = [];
  const counts = { sport: 0, competition: 0, team: 0 };
  for (const hit of ranked) {
    if (counts[hit.kind] < (hit.kind === 'team' ? TEAMS_FOR_EVENTS : SEARCH_GROUP_LIMIT)) {
      counts[hit.kind] += 1;
      kept.push(hit);
    }
  }
  return kept;
}

/** Open matches of some teams, in play first, then the soonest. */
const TEAM_EVENTS = `
  SELECT e.id, e.slug, e.name, e.sport_code, e.event_date, e.state = 'live' AS live, e.home_team_id, e.away_team_id,
         l.description AS league
  FROM events e JOIN event_paths l ON l.id = e.league_id
  WHERE e.state IN ('live', 'prematch') AND NOT e.is_outright
    AND (e.home_team_id = ANY($1::int[]) OR e.away_team_id = ANY($1::int[]))
  ORDER BY (e.state = 'live') DESC, e.event_date, e.id`;

/** The path of a league: its country and sport. */
const PATH = `event_paths l JOIN event_paths c ON c.id = l.parent_id JOIN event_paths s ON s.id = c.parent_id`;

/**
 * What the answer says of the teams, competitions and sports found, in one read: names, and the league, country
 * and sport (names and slugs) each belongs to.
 */
const PLACES = `
  SELECT 'team' AS kind, t.id, t.name, l.description AS league, l.slug AS league_slug, c.description AS country,
         c.slug AS country_slug, s.description AS sport, s.slug AS sport_slug, s.sport_code
  FROM teams t JOIN ${PATH} ON l.id = t.league_id WHERE t.id = ANY($1::int[])
  UNION ALL
  SELECT 'competition', l.id, l.description, l.description, l.slug, c.description, c.slug, s.description, s.slug,
         s.sport_code
  FROM ${PATH} WHERE l.id = ANY($2::int[])
  UNION ALL
  SELECT 'sport', s.id, s.description, NULL, NULL, NULL, NULL, s.description, s.slug, s.sport_code
  FROM event_paths s WHERE s.id = ANY($3::int[]) AND s.kind = 'sport'`;

interface EventRow {
  id: string;
  slug: string;
  name: string;
  sport_code: string;
  event_date: Date | string;
  live: boolean;
  home_team_id: number | null;
  away_team_id: number | null;
  league: string;
}

interface PlaceRow {
  kind: NameHit['kind'];
  id: number;
  name: string;
  league: string;
  league_slug: string;
  country: string;
  country_slug: string;
  sport: string;
  sport_slug: string;
  sport_code: string;
}

/**
 * Finds events, teams, competitions and sports whose names match what the player typed, in the request's language
 * (`locale`, one of the platform's, and `names`, its translator with the brand's overrides; none for English).
 */
export async function searchCatalogue(
  db: Database,
  rawQuery: string,
  locale: string,
  names: NameTranslator | undefined,
): Promise<SearchAnswer> {
  const query = foldName(rawQuery);
  if ([...query].length < SEARCH_MIN_LENGTH) return NO_ANSWER(rawQuery);
  const name = (section: 'sports' | 'countries' | 'leagues', english: string) => names?.name(section, english) ?? english;

  const hits = await nameHits(db, query, locale);
  const of = (kind: NameHit['kind']) => hits.filter((hit) => hit.kind === kind);
  const teamHits = of('team');
  const teamHit = new Map(teamHits.map((hit) => [hit.ref_id, hit]));
  const closeness = (id: number) => {
    const hit = teamHit.get(id)!;
    return hit.tier * 10 + (hit.tier === 1 ? Math.round(hit.score * 10) / 10 : 0);
  };
  const teamIds = teamHits.map((hit) => hit.ref_id);

  const ids = (kind: NameHit['kind']) => of(kind).map((hit) => hit.ref_id);
  const [places, events] = await Promise.all([
    db.query<PlaceRow>(PLACES, [teamIds, ids('competition'), ids('sport')]),
    teamIds.length ? db.query<EventRow>(TEAM_EVENTS, [teamIds]) : [],
  ]);
  const placeOf = (kind: NameHit['kind']) => new Map(places.filter((p) => p.kind === kind).map((p) => [p.id, p]));
  const [teamsById, leagues, sportsById] = [placeOf('team'), placeOf('competition'), placeOf('sport')];

  const link = (row: EventRow) => ({ slug: row.slug, live: row.live, eventDate: new Date(row.event_date).toISOString() });
  const sideCloseness = (teamId: number | null) => (teamId !== null && teamHit.has(teamId) ? closeness(teamId) : 0);
  const bestCloseness = (row: EventRow) => Math.max(sideCloseness(row.home_team_id), sideCloseness(row.away_team_id));
  // TEAM_EVENTS comes in play first and soonest first; a stable sort puts the better-matched teams' matches ahead,
  // as closely as the teams are ranked: a typed name's own team's match leads a near-named team's playing sooner.
  const eventHits: SearchEventHit[] = [...events]
    .sort((a, b) => bestCloseness(b) - bestCloseness(a))
    .slice(0, SEARCH_GROUP_LIMIT)
    .map((row) => ({
      id: Number(row.id),
      name: row.name,
      sportCode: row.sport_code,
      competition: name('leagues', row.league),
      ...link(row),
    }));

  const nextEvent = (teamId: number) => events.find((row) => row.home_team_id === teamId || row.away_team_id === teamId);
  const teamResults: SearchTeamHit[] = teamHits
    .map((hit) => teamsById.get(hit.ref_id))
    .filter((team) => team !== undefined)
    // Among equally good names (near names in steps of a tenth of similarity), a team playing now, then soon, first.
    .map((team, place) => ({ team: team!, place, next: nextEvent(team!.id), closeness: closeness(team!.id) }))
    .sort(
      (a, b) =>
        b.closeness - a.closeness ||
        Number(Boolean(b.next?.live)) - Number(Boolean(a.next?.live)) ||
        Number(Boolean(b.next)) - Number(Boolean(a.next)) ||
        a.place - b.place,
    )
    .slice(0, SEARCH_GROUP_LIMIT)
    .map(({ team, next }) => ({
      id: team.id,
      name: team.name,
      sportCode: team.sport_code,
      competition: name('leagues', team.league),
      competitionSlugs: { sport: team.sport_slug, country: team.country_slug, league: team.league_slug },
      nextEvent: next ? link(next) : undefined,
    }));

  const competitions: SearchCompetitionHit[] = of('competition')
    .map((hit) => leagues.get(hit.ref_id))
    .filter((league) => league !== undefined)
    .map((league) => ({
      id: league.id,
      name: name('leagues', league.league),
      sport: name('sports', league.sport),
      country: name('countries', league.country),
      slugs: { sport: league.sport_slug, country: league.country_slug, league: league.league_slug },
    }));

  const sportHits: SearchSportHit[] = of('sport')
    .map((hit) => sportsById.get(hit.ref_id))
    .filter((sport) => sport !== undefined)
    .map((sport) => ({ id: sport.id, code: sport.sport_code, name: name('sports', sport.name) }));

  return { query: rawQuery, events: eventHits, teams: teamResults, competitions, sports: sportHits };
}
