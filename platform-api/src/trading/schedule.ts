import { isStreamingSport } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import { slugify, SPORTS, type SportDef } from '../catalogue/sports';
import { ENGINES } from './engine/engines';
import type { OutrightState } from './engine/outrightStyle';
import type { SimState } from './engine/types';
import { MarketBook, PendingWrites } from './marketBook';
import type { IdPool } from './idPool';
import type { Rng } from './rng';
import { FixturePlanner } from './fixturePlanner';

/** Every league plays about every this many hours over the coming week; golf has a tournament every two days. */
const LEAGUE_INTERVAL_HOURS = 12;
const OUTRIGHT_INTERVAL_HOURS = 48;
export const SCHEDULE_DAYS = 7;

/**
 * A match's usual length in game minutes, breaks included, from kick-off to the final whistle: it sets how
 * many kick-offs keep the live list at its target, and how long a team is busy around a kick-off.
 */
export const MATCH_GAME_MINUTES: Record<string, number> = {
  FOOT: 110,
  EFOT: 14,
  BASK: 60,
  EBSK: 23,
  AMFB: 70,
  HAND: 75,
  BASE: 190,
  TENN: 85,
  TABL: 35,
  VOLL: 140,
  DART: 70,
  SNOO: 135,
  CSGO: 100,
  LOLS: 75,
  CRIC: 125,
};
/** A long match (extra time, a fifth set) runs up to this many times its usual length. */
const LONGEST_MATCH_FACTOR = 1.8;
/** How many of the live target's worth of kick-offs are scheduled ahead, so the next ones show pre-match. */
const KICK_OFF_LEAD_ROUNDS = 6;
/** The main sports come up more often among the kick-offs. */
const SPORT_WEIGHT: Record<string, number> = { FOOT: 4, BASK: 2, TENN: 2 };

export interface ScheduleOptions {
  /** Game seconds per real second: at 20 a football match lasts five and a half real minutes. */
  speed: number;
  /** Live events to keep going: kick-offs are scheduled often enough that this many are playing. */
  liveTarget: number;
  /** Also schedules matches that kicked off moments ago (a fresh start has nothing live yet). */
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

interface FixtureRow {
  league_id: number;
  home_team_id: number;
  away_team_id: number;
  event_date: Date;
  state: string;
}

const sportOf = (code: string) => SPORTS.find((s) => s.code === code)!;
const realMatchMs = (code: string, speed: number) => ((MATCH_GAME_MINUTES[code] ?? 90) * 60_000) / speed;

/**
 * Keeps a rolling schedule with two layers. Each league has a fixture about every twelve hours over the
 * next seven days (golf a tournament every two days). On top, kick-offs through every hour: enough matches,
 * each at its own advertised time, that about `liveTarget` are in play at any moment at the simulator's speed,
 * scheduled a few rounds ahead so they show pre-match first. A team never has two matches that could overlap.
 */
export async function fillSchedule(db: Database, ids: IdPool, rng: Rng, now: Date, options: ScheduleOptions): Promise<number> {
  // Only the catalogue's own sports are traded.
  const leagues = (
    await db.query<LeagueRow>(`SELECT id, sport_code, cup FROM event_paths WHERE kind = 'league' ORDER BY id`)
  ).filter((l) => SPORTS.some((s) => s.code === l.sport_code));
  const teams = await db.query<TeamRow>('SELECT id, league_id, name, strength FROM teams ORDER BY id');
  const fixtures = await db.query<FixtureRow>(
    `SELECT DISTINCT ON (league_id, least(home_team_id, away_team_id), greatest(home_team_id, away_team_id))
            league_id, home_team_id, away_team_id, event_date, state
     FROM events WHERE NOT is_outright
     ORDER BY league_id, least(home_team_id, away_team_id), greatest(home_team_id, away_team_id), event_date DESC`,
  );
  const open = await db.query<FixtureRow>(
    `SELECT league_id, home_team_id, away_team_id, event_date, state FROM events WHERE NOT is_outright AND state IN ('prematch', 'live')`,
  );
  const lastDates = new Map(
    (
      await db.query<{ league_id: number; last: Date }>(
        'SELECT league_id, max(event_date) AS last FROM events GROUP BY league_id',
      )
    ).map((r) => [r.league_id, new Date(r.last).getTime()]),
  );
  const sportOfLeague = new Map(leagues.map((l) => [l.id, sportOf(l.sport_code)]));
  const planner = new FixturePlanner(
    (leagueId) => realMatchMs(sportOfLeague.get(leagueId)!.code, options.speed) * LONGEST_MATCH_FACTOR,
  );
  for (const row of fixtures) planner.record(toFixture(row), false);
  for (const row of open) planner.record(toFixture(row), true);
  const teamsOf = (leagueId: number) => teams.filter((t) => t.league_id === leagueId);
  const random = () => rng.next();
  let created = 0;

  const create = async (league: LeagueRow, at: number): Promise<boolean> => {
    const sport = sportOfLeague.get(league.id)!;
    const leagueTeams = teamsOf(league.id);
    if (sport.style === 'outright') {
      await createEvent(db, ids, rng, { sport, leagueId: league.id, cup: league.cup, teams: leagueTeams, date: new Date(at) });
    } else {
      const fixture = planner.plan({ leagueId: league.id, teams: leagueTeams.map((t) => t.id) }, at, random);
      if (!fixture) return false;
      const home = leagueTeams.find((t) => t.id === fixture.home)!;
      const away = leagueTeams.find((t) => t.id === fixture.away)!;
      await createEvent(db, ids, rng, { sport, leagueId: league.id, cup: league.cup, home, away, date: new Date(at) });
    }
    created++;
    return true;
  };

  // The week ahead, league by league.
  const horizon = now.getTime() + SCHEDULE_DAYS * 86_400_000;
  for (const league of leagues) {
    const outright = sportOfLeague.get(league.id)!.style === 'outright';
    const interval = (outright ? OUTRIGHT_INTERVAL_HOURS : LEAGUE_INTERVAL_HOURS) * 3_600_000;
    const last = lastDates.get(league.id);
    // The first fixture of a league comes soon, staggered so leagues do not all start together.
    let next =
      last !== undefined && last > now.getTime() - interval
        ? last + interval * rng.range(0.8, 1.2)
        : now.getTime() + rng.range(10, 240) * 60_000;
    while (next < horizon) {
      // A league whose teams are all busy then plays a little later.
      if (!(await create(league, next))) next += 30 * 60_000;
      else next += interval * rng.range(0.8, 1.2);
    }
  }

  // The kick-offs that keep matches in play, one about every `every` ms.
  const playing = leagues.filter(
    (l) => sportOfLeague.get(l.id)!.style !== 'outright' && MATCH_GAME_MINUTES[l.sport_code] !== undefined,
  );
  const weight = (l: LeagueRow) => SPORT_WEIGHT[l.sport_code] ?? 1;
  const totalWeight = playing.reduce((sum, l) => sum + weight(l), 0);
  const meanMatchMs = playing.reduce((sum, l) => sum + weight(l) * realMatchMs(l.sport_code, options.speed), 0) / totalWeight;
  const every = meanMatchMs / options.liveTarget;
  const kickOffs = open.map((row) => new Date(row.event_date).getTime()).sort((a, b) => a - b);
  const from = options.backfill ? now.getTime() - meanMatchMs : now.getTime();
  const until = now.getTime() + every * options.liveTarget * KICK_OFF_LEAD_ROUNDS;
  let cursor = 0;
  for (let slot = Math.ceil(from / every) * every; slot < until; slot += every) {
    while (cursor < kickOffs.length && kickOffs[cursor] < slot) cursor++;
    if (cursor < kickOffs.length && kickOffs[cursor] < slot + every) continue;
    const at = Math.round(slot + rng.range(0, every));
    // A match backfilled into the past must still be playing now.
    const candidates = playing.filter(
      (l) => at >= now.getTime() || now.getTime() - at < realMatchMs(l.sport_code, options.speed) * 0.9,
    );
    const candidatesWeight = candidates.reduce((sum, l) => sum + weight(l), 0);
    for (let attempt = 0; attempt < 8 && candidates.length; attempt++) {
      if (await create(pickWeighted(candidates, weight, candidatesWeight, rng), at)) break;
    }
  }
  return created;
}

function toFixture(row: FixtureRow) {
  return { leagueId: row.league_id, home: row.home_team_id, away: row.away_team_id, at: new Date(row.event_date).getTime() };
}

function pickWeighted<T>(items: T[], weight: (item: T) => number, total: number, rng: Rng): T {
  let pick = rng.range(0, total);
  for (const item of items) if ((pick -= weight(item)) < 0) return item;
  return items[items.length - 1];
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
