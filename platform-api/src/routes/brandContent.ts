import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CommonQueryLoose, LocaleParams, SettingsQuery, TranslationsQuery } from '@sportsbook/contracts/wire';
import type { Database } from '../db/database';
import { BRAND_ANSWER, channelSettings, loadBrand } from '../http/brand';
import { HttpError } from '../http/errors';
import { languageExists, languagesOffered } from '../brands/languageRepo';
import { translationOverrides } from '../brands/overrideRepo';

const config = { readyAnswer: BRAND_ANSWER };

/**
 * Start-up content of the shell: settings per channel, languages, translations, menu tabs. The same for every
 * player of a brand: kept ready per brand (see readyAnswers).
 */
export function brandContentRoutes(db: Database) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/api/all_cached_settings', { config, schema: { querystring: SettingsQuery } }, async (request) => {
      const brand = await loadBrand(db, request);
      const { c } = request.query;
      const currency = c ? { currency: c.toUpperCase() } : {};
      return {
        web: { ...channelSettings(brand, 'web'), ...currency },
        mobile: { ...channelSettings(brand, 'mobile'), ...currency },
      };
    });

    app.get('/api/languages', { config, schema: { querystring: CommonQueryLoose } }, async (request) => {
      const brand = await loadBrand(db, request);
      // The operator's list as stored: only its strings count; no list at all offers English.
      const { locales } = channelSettings(brand, 'web');
      const allowed = Array.isArray(locales) ? locales.filter((l): l is string => typeof l === 'string') : ['en'];
      return languagesOffered(db, allowed);
    });

    /** The operator's overrides of the remotes' texts in one language, flat: the set asked for, else the brand's. */
    app.get(
      '/api/translations/:locale',
      { config, schema: { params: LocaleParams, querystring: TranslationsQuery } },
      async (request, reply) => {
        const { locale } = request.params;
        const { translationsId } = request.query;
        if (!(await languageExists(db, locale))) throw new HttpError(404, `unknown locale "${locale}"`);
        const overrides = await translationOverrides(db, translationsId ?? (await loadBrand(db, request)).id, locale);
        // The brand's own set follows the brand header: caches must keep one answer per brand.
        reply.header('cache-control', 'public, max-age=600').header('vary', 'brand');
        return overrides;
      },
    );

    app.get('/api/tabs', { config, schema: { querystring: CommonQueryLoose } }, async (request, reply) => {
      const brand = await loadBrand(db, request);
      reply.header('cache-control', 'public, max-age=600');
      return brand.tabs;
    });
  };
}
