import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { channelSettings, loadBrand } from '../http/brand';
import { HttpError } from '../http/errors';
import { TRANSLATIONS_ID_PATTERN } from '../brands/translations';

const SettingsQuery = Type.Object(
  {
    cached: Type.Optional(Type.Boolean()),
    all: Type.Optional(Type.Boolean()),
    c: Type.Optional(Type.String({ pattern: '^[A-Za-z]{3,4}$', description: 'currency code' })),
    pub: Type.Optional(Type.String()),
    l: Type.Optional(Type.String()),
    mc: Type.Optional(Type.Union([Type.Literal('web'), Type.Literal('mobile')])),
  },
  { additionalProperties: false },
);

const LocaleParams = Type.Object({ locale: Type.String({ pattern: '^[a-z]{2}$' }) });
const TranslationsQuery = Type.Object(
  { translationsId: Type.Optional(Type.String({ pattern: TRANSLATIONS_ID_PATTERN })) },
  { additionalProperties: false },
);

/** Start-up content of the shell: settings per channel, languages, translations, menu tabs. */
export function brandContentRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/api/all_cached_settings', { schema: { querystring: SettingsQuery } }, async (request) => {
      const brand = await loadBrand(db, request);
      const { c } = request.query as { c?: string };
      const currency = c ? { currency: c.toUpperCase() } : {};
      return {
        web: { ...channelSettings(brand, 'web'), ...currency },
        mobile: { ...channelSettings(brand, 'mobile'), ...currency },
      };
    });

    app.get('/api/languages', async (request) => {
      const brand = await loadBrand(db, request);
      const allowed = (channelSettings(brand, 'web').locales as string[]) ?? ['en'];
      const rows = await db.query('SELECT id, name, locale, external_locale FROM languages ORDER BY id');
      return rows.filter((row) => allowed.includes(String(row.locale)));
    });

    /** The operator's overrides of the remotes' texts in one language, flat: the set asked for, else the brand's. */
    app.get(
      '/api/translations/:locale',
      { schema: { params: LocaleParams, querystring: TranslationsQuery } },
      async (request, reply) => {
        const { locale } = request.params as { locale: string };
        const { translationsId } = request.query as { translationsId?: string };
        const [language] = await db.query('SELECT 1 FROM languages WHERE locale = $1', [locale]);
        if (!language) throw new HttpError(404, `unknown locale "${locale}"`);
        const set = translationsId ?? (await loadBrand(db, request)).id;
        const rows = await db.query<{ key: string; text: string }>(
          'SELECT key, text FROM translation_overrides WHERE translations_id = $1 AND locale = $2 ORDER BY key',
          [set, locale],
        );
        // The brand's own set follows the brand header: caches must keep one answer per brand.
        reply.header('cache-control', 'public, max-age=600').header('vary', 'brand');
        return Object.fromEntries(rows.map((row) => [row.key, row.text]));
      },
    );

    app.get('/api/tabs', async (request, reply) => {
      const brand = await loadBrand(db, request);
      reply.header('cache-control', 'public, max-age=600');
      return brand.tabs;
    });
  };
}
