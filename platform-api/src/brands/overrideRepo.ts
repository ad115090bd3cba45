import type { Database } from '../db/database';

/** The operator's overrides of the remotes' texts in one language and set, flat key to text as the remotes read them. */
export async function translationOverrides(
  db: Database,
  translationsId: string,
  locale: string,
): Promise<Record<string, string>> {
  const rows = await db.query<{ key: string; text: string }>(
    'SELECT key, text FROM translation_overrides WHERE translations_id = $1 AND locale = $2 ORDER BY key',
    [translationsId, locale],
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.text]));
}
