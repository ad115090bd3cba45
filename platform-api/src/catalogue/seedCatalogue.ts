import type { Database } from '../db/database';
import { Rng } from '../trading/rng';
import { SPECIAL_PATHS, SPORTS, leagueTeamCount, slugify } from './sports';
import { flavourOf, generatedClubs } from './generatedClubs';

/** Ids are derived from positions in the catalogue, so seeding twice writes the same rows. */
const countryId = (sportIndex: number, countryIndex: number) => 20000 + sportIndex * 100 + countryIndex;
const leagueId = (sportIndex: number, countryIndex: number, leagueIndex: number) =>
  30000 + sportIndex * 1000 + countryIndex * 10 + leagueIndex;
const teamId = (league: number, teamIndex: number) => league * 100 + teamIndex;
/** Generated clubs have ids of their own, so a league's named teams keep theirs. */
const generatedTeamId = (league: number, index: number) => 100_000_000 + league * 1000 + index;

export async function seedCatalogue(db: Database): Promise<void> {
  const rng = new Rng(2026);
  await db.transaction(async (tx) => {
    for (const path of SPECIAL_PATHS) {
      await tx.query(
        `INSERT INTO event_paths (id, parent_id, kind, description, slug) VALUES ($1, NULL, 'special', $2, $3) ON CONFLICT (id) DO NOTHING`,
        [path.id, path.description, slugify(path.description)],
      );
    }
    for (const [s, sport] of SPORTS.entries()) {
      await tx.query('INSERT INTO sports (id, code, name, style) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING', [
        sport.id,
        sport.code,
        sport.name,
        sport.style,
      ]);
      await tx.query(
        `INSERT INTO event_paths (id, parent_id, kind, description, slug, sport_code, ordinal) VALUES ($1, NULL, 'sport', $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
        [sport.id, sport.name, slugify(sport.name), sport.code, s],
      );
      for (const [c, country] of sport.countries.entries()) {
        const cid = countryId(s, c);
        await tx.query(
          `INSERT INTO event_paths (id, parent_id, kind, description, slug, sport_code, ordinal) VALUES ($1, $2, 'country', $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
          [cid, sport.id, country.name, slugify(country.name), sport.code, c],
        );
        for (const [l, league] of country.leagues.entries()) {
          const lid = leagueId(s, c, l);
          await tx.query(
            `INSERT INTO event_paths (id, parent_id, kind, description, slug, sport_code, cup, ordinal) VALUES ($1, $2, 'league', $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
            [lid, cid, league.name, slugify(league.name), sport.code, Boolean(league.cup), l],
          );
          for (const [t, team] of league.teams.entries()) {
            await tx.query(
              'INSERT INTO teams (id, league_id, name, strength) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING',
              [teamId(lid, t), lid, team, Math.round(rng.range(0.6, 1.4) * 1000) / 1000],
            );
          }
          // The generated clubs draw their strengths from a source of their own: the named teams keep theirs.
          const more = generatedClubs(
            lid,
            flavourOf(sport.code, country.name),
            league.teams,
            leagueTeamCount(sport) - league.teams.length,
          );
          const strengths = new Rng(lid + 1);
          await tx.query(
            `INSERT INTO teams (id, league_id, name, strength)
             SELECT id, $2, name, strength FROM unnest($1::int[], $3::text[], $4::float8[]) AS t (id, name, strength)
             ON CONFLICT (id) DO NOTHING`,
            [
              more.map((_, k) => generatedTeamId(lid, k)),
              lid,
              more,
              more.map(() => Math.round(strengths.range(0.6, 1.4) * 1000) / 1000),
            ],
          );
        }
      }
    }
  });
}
