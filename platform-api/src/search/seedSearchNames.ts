import type { Database } from '../db/database';
import { NAME_DICTIONARIES } from '../catalogue/names/dictionaries';
import { foldName } from './foldName';

interface Row {
  kind: 'sport' | 'competition' | 'team';
  refId: number;
  locale: string;
  folded: string;
}

/**
 * Writes the names search compares queries with (see migration 021): every team, and every sport and competition
 * in English and in each language whose dictionary names it otherwise, so a player finds 'Fußball' by typing
 * either that or 'football'. The dictionaries ship with the code, so each start writes them again.
 */
export async function seedSearchNames(db: Database): Promise<void> {
  const [teams, paths] = await Promise.all([
    db.query<{ id: number; name: string }>('SELECT id, name FROM teams'),
    db.query<{ id: number; kind: 'sport' | 'league'; description: string }>(
      `SELECT id, kind, description FROM event_paths WHERE kind IN ('sport', 'league')`,
    ),
  ]);
  const rows: Row[] = teams.map((team) => ({ kind: 'team', refId: team.id, locale: '', folded: foldName(team.name) }));
  for (const path of paths) {
    const kind = path.kind === 'sport' ? 'sport' : 'competition';
    const section = path.kind === 'sport' ? 'sports' : 'leagues';
    const english = foldName(path.description);
    rows.push({ kind, refId: path.id, locale: '', folded: english });
    for (const [locale, dictionary] of Object.entries(NAME_DICTIONARIES)) {
      const name = dictionary[section][path.description];
      const folded = name === undefined ? english : foldName(name);
      if (folded !== english && folded !== '') rows.push({ kind, refId: path.id, locale, folded });
    }
  }
  await db.query(
    `INSERT INTO search_names (kind, ref_id, locale, folded)
     SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::text[])
     ON CONFLICT (kind, ref_id, locale) DO UPDATE SET folded = excluded.folded`,
    [rows.map((r) => r.kind), rows.map((r) => r.refId), rows.map((r) => r.locale), rows.map((r) => r.folded)],
  );
}
