import type { Database } from '../db/database';

/** The languages table in its own order, limited to the locales a brand offers (spec 1 section 7.2). */
export async function languagesOffered(db: Database, locales: string[]) {
  const rows = await db.query('SELECT id, name, locale, external_locale FROM languages ORDER BY id');
  return rows.filter((row) => locales.includes(String(row.locale)));
}

export async function languageExists(db: Database, locale: string): Promise<boolean> {
  const [language] = await db.query('SELECT 1 FROM languages WHERE locale = $1', [locale]);
  return Boolean(language);
}
