import { isStreamingSport } from '@sportsbook/domain';
import type { Database } from '../db/database';
import { slugify, SPORTS, type SportDef } from '../catalogue/sports';
import { ENGINES } from './engine/engines';
import type { OutrightState } from './engine/outrightStyle';
import type { SimState } from './engine/types';
import { MarketBook } from './marketBook';
import { PendingWrites } from './pendingWrites';
import type { IdPool } from './idPool';
import type { Rng } from './rng';
import { fixturesBetween, nextFixture, planSeasons, SPORT_WEIGHT, type Fixture, type Season } from './seasonPlan';

/** A headline fixture of every league about every this many hours over the coming week; golf a tournament every two days. */
const LEAGUE_INTERVAL_HOURS = 12;
const OUTRIGHT_INTERVAL_HOURS = 48;
export const SCHEDULE_DAYS = 7;
/** How many match lengths of kick-offs are all listed ahead, so the next ones show pre-match first. */
const KICK_OFF_LEAD_MATCHES = 6;
const HOUR = 3_600_000;

export interface ScheduleOptions {
  /** Game seconds per real second: at 20 a football match lasts five and a half real minutes. */
  speed: number;
  /** Live events to keep going: the seasons' rounds come often enough that this many are playing. */
  liveTarget: number;
  /** Also lists matches that kicked off moments ago (a fresh start has nothing live yet). */
  backfill: boolean;
}

interface LeagueRow {
  id: number;
  sport_code: string;
  cup: boolean;
}

interface TeamRow {
  id: number;
  league_id: number;
  name: string;
  strength: number;
}

interface EventRow {
  league_id: number;
  home_team_id: number;
  away_team_id: number;
  event_date: Date;
  state: string;
}

const sportOf = (code: string) => SPORTS.find((s) => s.code === code)!;

/**
 * Lists the fixtures of every league's season (seasonPlan.ts) as events, in two layers. Every fixture that
 * kicks off in the next few match lengths, so the live list fills from matches that really kicked off at
 * their advertised time; and over the next seven days a headline fixture of each league about every twelve
 * hours, so "today" and the week ahead are never empty. Both are fixtures of the same plan, so a team never
 * has two matches that could overlap and a pairing meets only once a half-season. Golf has a tournament
 * every two days.
 */
export async function fillSchedule(db: Database, ids: IdPool, rng: Rng, now: Date, options: ScheduleOptions): Promise<number> {
  // Only the catalogue's own sports are traded.
  const leagues = (
    await db.query<LeagueRow>(`SELECT id, sport_code, cup FROM event_paths WHERE kind = 'league' ORDER BY id`)
  ).filter((l) => SPORTS.some((s) => s.code === l.sport_code));
  const teams = await db.query<TeamRow>('SELECT id, league_id, name, strength FROM teams ORDER BY id');
  const teamsOf = new Map<number, TeamRow[]>();
  for (const team of teams) teamsOf.set(team.league_id, [...(teamsOf.get(team.league_id) ?? []), team]);
  const teamById = new Map(teams.map((t) => [t.id, t]));
  const leagueById = new Map(leagues.map((l) => [l.id, l]));
  const seasons = planSeasons(
    leagues.map((l) => ({ leagueId: l.id, sportCode: l.sport_code, teams: (teamsOf.get(l.id) ?? []).map((t) => t.id) })),
    options,
  );
  const nowMs = now.getTime();
  const horizon = nowMs + SCHEDULE_DAYS * 86_400_000;
  const longestBusy = Math.max(...seasons.map((s) => s.busyMs));
  // What is already listed, and what keeps teams busy: a plan made at another speed (a restart) may clash.
  const listed = await db.query<EventRow>(
    `SELECT league_id, home_team_id, away_team_id, event_date, state FROM events
     WHERE NOT is_outright AND (state IN ('prematch', 'live') OR event_date >= $1)`,
    [new Date(nowMs - 2 * longestBusy).toISOString()],
  );
  const keyOf = (f: { leagueId: number; home: number; away: number; at: number }) => `${f.leagueId}|${f.home}|${f.away}|${f.at}`;
  const known = new Set(
    listed.map((row) =>
      keyOf({ leagueId: row.league_id, home: row.home_team_id, away: row.away_team_id, at: new Date(row.event_date).getTime() }),
    ),
  );
  const busy = new Map<number, number[]>();
  const book = (team: number, at: number) => busy.set(team, [...(busy.get(team) ?? []), at]);
  for (const row of listed.filter((r) => r.state !== 'finished')) {
    book(row.home_team_id, new Date(row.event_date).getTime());
    book(row.away_team_id, new Date(row.event_date).getTime());
  }
  const isFree = (team: number, at: number, season: Season) =>
    !(busy.get(team) ?? []).some((other) => Math.abs(other - at) < season.busyMs);
  let created = 0;

  const list = async (season: Season, fixture: Fixture) => {
    if (known.has(keyOf(fixture))) return;
    known.add(keyOf(fixture));
    if (!isFree(fixture.home, fixture.at, season) || !isFree(fixture.away, fixture.at, season)) return;
    book(fixture.home, fixture.at);
    book(fixture.away, fixture.at);
    const league = leagueById.get(season.leagueId)!;
    await createEvent(db, ids, rng, {
      sport: sportOf(league.sport_code),
      leagueId: league.id,
      cup: league.cup,
      home: teamById.get(fixture.home)!,
      away: teamById.get(fixture.away)!,
      date: new Date(fixture.at),
    });
    created++;
  };

  // Every kick-off of the next few match lengths; on a fresh start also the matches still being played (all
  // but their last moments, so the oldest live match does not end on the first tick).
  const meanMatchMs =
    seasons.reduce((sum, s) => sum + (SPORT_WEIGHT[s.sportCode] ?? 1) * s.matchMs, 0) /
    seasons.reduce((sum, s) => sum + (SPORT_WEIGHT[s.sportCode] ?? 1), 0);
  for (const season of seasons) {
    const from = options.backfill ? nowMs - season.matchMs * 0.95 : nowMs;
    for (const fixture of fixturesBetween(season, from, nowMs + KICK_OFF_LEAD_MATCHES * meanMatchMs)) await list(season, fixture);
  }

  // The week ahead: the first fixture after each twelve-hour mark of the league's own (staggered) clock.
  for (const season of seasons) {
    const interval = LEAGUE_INTERVAL_HOURS * HOUR;
    const offset = (season.phaseMs * 7919) % interval;
    for (let mark = Math.ceil((nowMs - offset) / interval) * interval + offset; mark < horizon; mark += interval) {
      const fixture = nextFixture(season, mark);
      if (fixture && fixture.at < horizon) await list(season, fixture);
    }
  }

  // Golf: a tournament every two days, its field the league's players.
  const lastDates = new Map(
    (
      await db.query<{ league_id: number; last: Date }>(
        'SELECT league_id, max(event_date) AS last FROM events WHERE is_outright GROUP BY league_id',
      )
    ).map((r) => [r.league_id, new Date(r.last).getTime()]),
  );
  for (const league of leagues.filter((l) => sportOf(l.sport_code).style === 'outright')) {
    const interval = OUTRIGHT_INTERVAL_HOURS * HOUR;
    const last = lastDates.get(league.id);
    let next =
      last !== undefined && last > nowMs - interval ? last + interval * rng.range(0.8, 1.2) : nowMs + rng.range(10, 240) * 60_000;
    for (; next < horizon; next += interval * rng.range(0.8, 1.2)) {
      const sport = sportOf(league.sport_code);
      await createEvent(db, ids, rng, {
        sport,
        leagueId: league.id,
        cup: league.cup,
        teams: teamsOf.get(league.id) ?? [],
        date: new Date(next),
      });
      created++;
    }
  }
  return created;
}

export async function createEvent(
  db: Database,
  ids: IdPool,
  rng: Rng,
  input: { sport: SportDef; leagueId: number; cup: boolean; date: Date } & (
    { teams: TeamRow[] } | { home: TeamRow; away: TeamRow }
  ),
): Promise<number> {
  const { sport } = input;
  const engine = ENGINES[sport.style];
  await ids.reserve(400);
  const id = ids.next();
  let state: SimState;
  let name: string;
  let opponents: [number | null, number | null];
  if ('teams' in input) {
    state = engine.init({ sportCode: sport.code, names: ['', ''], strengths: [1, 1], cup: false, rng });
    (state as OutrightState).field = input.teams.map((t) => ({ name: t.name, strength: t.strength ** 3 }));
    name = `${sport.countries[0].leagues[0].name} ${input.date.getUTCFullYear()}`;
    opponents = [null, null];
  } else {
    const { home, away } = input;
    state = engine.init({
      sportCode: sport.code,
      names: [home.name, away.name],
      strengths: [home.strength, away.strength],
      cup: input.cup,
      rng,
    });
    name = `${home.name} v ${away.name}`;
    opponents = [home.id, away.id];
  }
  await db.query(
    `INSERT INTO events (id, slug, name, sport_code, league_id, home_team_id, away_team_id, event_date, is_outright, feed_code, sim_state, live_streaming)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      id,
      `${id}-${slugify(name)}`,
      name,
      sport.code,
      input.leagueId,
      opponents[0],
      opponents[1],
      input.date.toISOString(),
      sport.style === 'outright',
      sport.code,
      JSON.stringify(state),
      isStreamingSport(sport.code),
    ],
  );
  const book = new MarketBook(id, sport.code, opponents);
  const writes = new PendingWrites();
  book.reconcile(engine.markets(state, false), { suspended: false, live: false, newId: ids.next, writes });
  await writes.apply(db);
  return id;
}
