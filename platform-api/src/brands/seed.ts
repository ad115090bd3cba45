import type { Database } from '../db/database';
import { BRAND_SEEDS } from './brandSeeds';
import { LANGUAGES } from './languages';
import { TRANSLATION_OVERRIDES } from './translations';
import { contentFor } from './brandContent';

/** Writes the seeded brand content; re-running it refreshes the seeds and leaves other rows alone. */
export async function seedBrandContent(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const brand of BRAND_SEEDS) {
      await tx.query(
        `INSERT INTO brands (id, name, settings_web, settings_mobile, tabs, content) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, settings_web = EXCLUDED.settings_web,
           settings_mobile = EXCLUDED.settings_mobile, tabs = EXCLUDED.tabs, content = EXCLUDED.content`,
        [
          brand.id,
          brand.name,
          JSON.stringify(brand.web),
          JSON.stringify(brand.mobile),
          JSON.stringify(brand.tabs),
          JSON.stringify(contentFor(brand.id)),
        ],
      );
    }
    for (const language of LANGUAGES) {
      await tx.query(
        `INSERT INTO languages (id, name, locale, external_locale) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, locale = EXCLUDED.locale, external_locale = EXCLUDED.external_locale`,
        [language.id, language.name, language.locale, language.external_locale],
      );
    }
    for (const [translationsId, byLocale] of Object.entries(TRANSLATION_OVERRIDES)) {
      for (const [locale, dictionary] of Object.entries(byLocale)) {
        for (const [key, text] of Object.entries(dictionary)) {
          await tx.query(
            `INSERT INTO translation_overrides (translations_id, locale, key, text) VALUES ($1, $2, $3, $4)
             ON CONFLICT (translations_id, locale, key) DO UPDATE SET text = EXCLUDED.text`,
            [translationsId, locale, key, text],
          );
        }
      }
    }
  });
}
