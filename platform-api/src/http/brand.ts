import type { FastifyRequest } from 'fastify';
import { DEFAULT_SETTINGS } from '@sportsbook/contracts';
import type { Channel } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import { HttpError } from './errors';
import type { BrandContent } from '../brands/brandContent';
import type { ReadyAnswerConfig } from './readyAnswers';

export const DEFAULT_BRAND = 'classic';

export interface BrandRow {
  id: string;
  name: string;
  settings_web: Record<string, unknown>;
  settings_mobile: Record<string, unknown>;
  tabs: unknown[];
  content: BrandContent;
}

/** The brand of a request: the brand header of /xapi/ calls, the pub parameter of /api/ calls. */
export function brandIdOf(request: FastifyRequest): string {
  const header = request.headers.brand;
  const pub = (request.query as Record<string, unknown> | undefined)?.pub;
  const id = typeof header === 'string' && header ? header : typeof pub === 'string' && pub ? pub : DEFAULT_BRAND;
  if (!/^[a-z0-9-]{1,40}$/.test(id)) throw new HttpError(400, 'brand must be 1 to 40 lowercase letters, digits or dashes');
  return id;
}

/** The tag of a brand's answers kept ready: a change to the brand drops them. */
export const brandTag = (brandId: string) => `brand:${brandId}`;

/**
 * Brand content kept ready for a second ("kept for a second where the spec allows"): one answer per URL and
 * brand header, the same for every player of the brand, dropped at once when the brand's settings change.
 */
export const BRAND_ANSWER: ReadyAnswerConfig = {
  ttlMs: 1000,
  vary: ['brand'],
  tags: (request) => [brandTag(brandIdOf(request))],
};

export async function loadBrand(db: Database, request: FastifyRequest): Promise<BrandRow> {
  const id = brandIdOf(request);
  const [row] = await db.query<BrandRow>(
    'SELECT id, name, settings_web, settings_mobile, tabs, content FROM brands WHERE id = $1',
    [id],
  );
  if (!row) throw new HttpError(404, `unknown brand "${id}"`);
  return row;
}

/** A brand's settings alone, without its content: what the betting routes read on every request. */
export async function loadBrandSettings(db: Database, request: FastifyRequest): Promise<BrandSettingsRow> {
  const id = brandIdOf(request);
  const [row] = await db.query<BrandSettingsRow>('SELECT id, settings_web, settings_mobile FROM brands WHERE id = $1', [id]);
  if (!row) throw new HttpError(404, `unknown brand "${id}"`);
  return row;
}

export type BrandSettingsRow = Pick<BrandRow, 'id' | 'settings_web' | 'settings_mobile'>;

/** A brand's settings of one channel, complete: every flag of the spec, brand values over the defaults. */
export function channelSettings(brand: BrandSettingsRow, channel: Channel): Record<string, unknown> {
  const own = channel === 'web' ? brand.settings_web : { ...brand.settings_web, ...brand.settings_mobile };
  return { ...DEFAULT_SETTINGS, ...own, channel };
}
