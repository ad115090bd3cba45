import type { Database } from '../db/database';

/**
 * Overrides of catalogue names share the table with the remotes' texts, under keys of their own:
 * `catalogue.<section>.<English name>` (`catalogue.markets.Match Result`). The platform applies them to the
 * names it serves; the remotes' texts never see them.
 */
export const CATALOGUE_KEY_PREFIX = 'catalogue.';

/** The operator's overrides of the remotes' texts in one language and set, flat key to text as the remotes read them. */
export async function translationOverrides(
  db: Database,
  translationsId: string,
  locale: string,
): Promise<Record<string, string>> {
  const rows = await db.query<{ key: string; text: string }>(
    `SELECT key, text FROM translation_overrides
     WHERE translations_id = $1 AND locale = $2 AND key NOT LIKE '${CATALOGUE_KEY_PREFIX}%' ORDER BY key`,
    [translationsId, locale],
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.text]));
}

/** A brand's overrides of catalogue names in one language, by section and English name. */
export async function catalogueNameOverrides(
  db: Database,
  translationsId: string,
  locale: string,
): Promise<Record<string, Record<string, string>>> {
  const rows = await db.query<{ key: string; text: string }>(
    `SELECT key, text FROM translation_overrides WHERE translations_id = $1 AND locale = $2 AND key LIKE '${CATALOGUE_KEY_PREFIX}%'`,
    [translationsId, locale],
  );
  const bySection: Record<string, Record<string, string>> = {};
  for (const { key, text } of rows) {
    const rest = key.slice(CATALOGUE_KEY_PREFIX.length);
    const dot = rest.indexOf('.');
    if (dot <= 0) continue;
    (bySection[rest.slice(0, dot)] ??= {})[rest.slice(dot + 1)] = text;
  }
  return bySection;
}
