import { isStreamingSport } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import { slugify, SPORTS, type SportDef } from '../catalogue/sports';
import { ENGINES } from './engine/engines';
import type { OutrightState } from './engine/outrightStyle';
import type { SimState } from './engine/types';
import { MarketBook, PendingWrites } from './marketBook';
import type { IdPool } from './idPool';
import type { Rng } from './rng';

/** Every league plays every this many hours over the coming week; golf has a tournament every two days. */
const LEAGUE_INTERVAL_HOURS = 12;
const OUTRIGHT_INTERVAL_HOURS = 48;
export const SCHEDULE_DAYS = 7;

interface LeagueRow {
  id: number;
  sport_code: string;
  cup: boolean;
  last_date: Date | null;
}

interface TeamRow {
  id: number;
  name: string;
  strength: number;
}

/**
 * Keeps a rolling schedule: each league has events every twelve hours over the next seven days, each
 * created with its pre-match markets priced from the teams' strengths.
 */
export async function fillSchedule(db: Database, ids: IdPool, rng: Rng, now: Date): Promise<number> {
  const leagues = await db.query<LeagueRow>(
    `SELECT p.id, p.sport_code, p.cup, (SELECT max(e.event_date) FROM events e WHERE e.league_id = p.id) AS last_date
     FROM event_paths p WHERE p.kind = 'league' ORDER BY p.id`,
  );
  const horizon = now.getTime() + SCHEDULE_DAYS * 86_400_000;
  let created = 0;
  for (const league of leagues) {
    const sport = SPORTS.find((s) => s.code === league.sport_code)!;
    const interval = (sport.style === 'outright' ? OUTRIGHT_INTERVAL_HOURS : LEAGUE_INTERVAL_HOURS) * 3_600_000;
    const teams = await db.query<TeamRow>('SELECT id, name, strength FROM teams WHERE league_id = $1 ORDER BY id', [league.id]);
    // The first event of a league comes soon, staggered so leagues do not all start together.
    let next = league.last_date ? new Date(league.last_date).getTime() + interval : now.getTime() + rng.range(10, 240) * 60_000;
    while (next < horizon) {
      await createEvent(db, ids, rng, { sport, leagueId: league.id, cup: league.cup, teams, date: new Date(next) });
      created++;
      next += interval * rng.range(0.8, 1.2);
    }
  }
  return created;
}

export async function createEvent(
  db: Database,
  ids: IdPool,
  rng: Rng,
  input: { sport: SportDef; leagueId: number; cup: boolean; teams: TeamRow[]; date: Date },
): Promise<number> {
  const { sport, teams } = input;
  const engine = ENGINES[sport.style];
  await ids.reserve(400);
  const id = ids.next();
  let state: SimState;
  let name: string;
  let opponents: [number | null, number | null];
  if (sport.style === 'outright') {
    state = engine.init({ sportCode: sport.code, names: ['', ''], strengths: [1, 1], cup: false, rng });
    (state as OutrightState).field = teams.map((t) => ({ name: t.name, strength: t.strength ** 3 }));
    name = `${sport.countries[0].leagues[0].name} ${input.date.getUTCFullYear()}`;
    opponents = [null, null];
  } else {
    const home = rng.pick(teams);
    let away = rng.pick(teams);
    while (away.id === home.id) away = rng.pick(teams);
    state = engine.init({ sportCode: sport.code, names: [home.name, away.name], strengths: [home.strength, away.strength], cup: input.cup, rng });
    name = `${home.name} v ${away.name}`;
    opponents = [home.id, away.id];
  }
  await db.query(
    `INSERT INTO events (id, slug, name, sport_code, league_id, home_team_id, away_team_id, event_date, is_outright, feed_code, sim_state, live_streaming)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [id, `${id}-${slugify(name)}`, name, sport.code, input.leagueId, opponents[0], opponents[1], input.date.toISOString(), sport.style === 'outright', sport.code, JSON.stringify(state), isStreamingSport(sport.code)],
  );
  const book = new MarketBook(id, sport.code, opponents);
  const writes = new PendingWrites();
  book.reconcile(engine.markets(state, false), { suspended: false, live: false, newId: ids.next, writes });
  await writes.apply(db);
  return id;
}
