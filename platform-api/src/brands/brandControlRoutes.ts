import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { brandTag } from '../http/brand';
import type { ReadyAnswers } from '../http/readyAnswers';

const BrandParams = Type.Object({ brandId: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }) });
const ChannelSettings = Type.Record(Type.String(), Type.Unknown());
const SettingsPatch = Type.Object(
  { web: Type.Optional(ChannelSettings), mobile: Type.Optional(ChannelSettings) },
  { additionalProperties: false },
);

/**
 * Changes a brand's settings as its operator would (footer html, flags), for the drills that feed the site
 * operator content: registered only with the simulator's control (SIM_CONTROL=1, never in production). The
 * brand's answers kept ready are dropped at once: the next read of its settings is fresh.
 */
export function brandControlRoutes(db: Database, answers?: ReadyAnswers) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.patch('/_sim/brands/:brandId/settings', { schema: { params: BrandParams, body: SettingsPatch } }, async (request) => {
      const { brandId } = request.params;
      const { web = {}, mobile = {} } = request.body;
      const [brand] = await db.query(
        'UPDATE brands SET settings_web = settings_web || $2::jsonb, settings_mobile = settings_mobile || $3::jsonb WHERE id = $1 RETURNING id',
        [brandId, JSON.stringify(web), JSON.stringify(mobile)],
      );
      if (!brand) throw new HttpError(404, `unknown brand "${brandId}"`);
      answers?.invalidate(brandTag(brandId));
      return { brandId, web, mobile };
    });
  };
}
