import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { brandIdOf } from '../../http/brand';
import { catalogueNameOverrides } from '../../brands/overrideRepo';
import { catalogueLocaleOf } from './catalogueLocale';
import { createNameTranslator, type NameTranslator } from './nameTranslator';

/**
 * A brand's overrides change rarely (an operator's edit): each process reads them again after this long, and
 * meanwhile reuses the translator, whose memo of names is the point of keeping it.
 */
const TRANSLATOR_TTL_MS = 5_000;
/** Brands times languages; a request naming brands that do not exist cannot grow it without bound. */
const MAX_KEPT = 500;

const kept = new Map<string, { expires: number; translator: Promise<NameTranslator | undefined> }>();

/**
 * The translator for a request's language (`l=`, as the API client sends it on every /xapi/ call) and brand;
 * none when the names are to stay as they are (English without the brand's overrides), so that answer is
 * exactly what it was before names were translated.
 */
export function namesOf(db: Database, request: FastifyRequest, now = Date.now()): Promise<NameTranslator | undefined> {
  const query = request.query as { l?: unknown } | undefined;
  const body = request.body as { l?: unknown } | undefined;
  const l = typeof query?.l === 'string' ? query.l : typeof body?.l === 'string' ? body.l : undefined;
  const locale = catalogueLocaleOf(l);
  const brand = brandIdOf(request);
  const key = `${brand}\n${locale.locale}`;
  const entry = kept.get(key);
  if (entry && entry.expires > now) return entry.translator;
  const translator = catalogueNameOverrides(db, brand, locale.locale).then((overrides) =>
    locale.locale === 'en' && Object.keys(overrides).length === 0 ? undefined : createNameTranslator(locale, overrides),
  );
  // A failed read is not kept: the next request tries again.
  translator.catch(() => kept.delete(key));
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(key, { expires: now + TRANSLATOR_TTL_MS, translator });
  return translator;
}
