import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audienceMatches, audiencesOf, type Promotion, type PromotionsAnswer } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import type { SessionKeys } from '../auth/sessionTokens';
import { tokenOf } from '../auth/sessionTokens';
import { playerOf } from '../http/auth';
import { loadBrand } from '../http/brand';
import { HttpError } from '../http/errors';
import { CommonParams } from '../catalogue/queryParams';
import { activityOf, type PlayerRow } from '../players/playerRepo';
import { promotionImage } from '../brands/promotionImage';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const Common = Type.Object(CommonParams, { additionalProperties: false });

/**
 * The brand's promotions and help (the promotions and help pages). The platform decides who sees a
 * promotion from the player it authenticates, never from what the page claims the player is.
 */
export function promotionRoutes(db: Database, keys: SessionKeys) {
  const auth = playerOf(db, keys);
  /** The logged-in player when the request carries a token; a bad token is a 401, as on any call. */
  const playerIfAny = async (request: FastifyRequest) => (tokenOf(request.headers) ? (await auth(request)).player : undefined);

  async function visibleTo(
    player: PlayerRow | undefined,
    promotions: Awaited<ReturnType<typeof loadBrand>>['content']['promotions'],
  ) {
    const audiences = player
      ? audiencesOf({
          loggedIn: true,
          ...(await activityOf(db, player.id)),
          firstLoginTime: player.first_login_at ? new Date(player.first_login_at).toISOString() : undefined,
          registrationDateTime: new Date(player.created_at).toISOString(),
        })
      : audiencesOf({ loggedIn: false });
    return promotions.filter((p) => audienceMatches(p.audience, audiences, player?.username, p.usernames));
  }

  return async (app: FastifyInstance) => {
    app.get('/api/promotions', { schema: { querystring: Common } }, async (request): Promise<PromotionsAnswer> => {
      const player = await playerIfAny(request);
      const shown = await visibleTo(player, (await loadBrand(db, request)).content.promotions ?? []);
      const optedIn = player
        ? new Set(
            (
              await db.query<{ promotion_id: number }>('SELECT promotion_id FROM promotion_opt_ins WHERE player_id = $1', [
                player.id,
              ])
            ).map((row) => Number(row.promotion_id)),
          )
        : undefined;
      return {
        promotions: shown.map(({ usernames: _names, ...promotion }): Promotion => ({
          ...promotion,
          ...(optedIn && promotion.optInRequired ? { optedIn: optedIn.has(promotion.id) } : {}),
        })),
      };
    });

    app.post('/api/promotions/:id/opt_in', { schema: { params: IdParams, querystring: Common } }, async (request) => {
      const { player } = await auth(request);
      const { id } = request.params as { id: number };
      const [promotion] = await visibleTo(
        player,
        ((await loadBrand(db, request)).content.promotions ?? []).filter((p) => p.id === id),
      );
      if (!promotion) throw new HttpError(404, `no promotion ${id} for this player`);
      if (!promotion.optInRequired) throw new HttpError(400, `promotion ${id} needs no opt-in`);
      if (player.excluded_from_promotions)
        throw new HttpError(403, 'this account is excluded from promotions', 'PROMOTIONS_EXCLUDED');
      await db.query(
        'INSERT INTO promotion_opt_ins (player_id, promotion_id) VALUES ($1, $2) ON CONFLICT (player_id, promotion_id) DO NOTHING',
        [player.id, id],
      );
      return { promotionId: id, optedIn: true };
    });

    app.get('/api/promotions/:id/image.svg', { schema: { params: IdParams, querystring: Common } }, async (request, reply) => {
      const { id } = request.params as { id: number };
      const promotion = ((await loadBrand(db, request)).content.promotions ?? []).find((p) => p.id === id);
      if (!promotion) throw new HttpError(404, `no promotion ${id}`);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff')
        .send(promotionImage(promotion));
    });

    app.get('/api/help', { schema: { querystring: Common } }, async (request, reply) => {
      reply.header('cache-control', 'public, max-age=600');
      return { topics: (await loadBrand(db, request)).content.help ?? [] };
    });
  };
}
