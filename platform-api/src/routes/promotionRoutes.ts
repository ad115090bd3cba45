import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CommonQuery, IntegerIdParams } from '@sportsbook/contracts/wire';
import type { Promotion, PromotionsAnswer } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import type { SessionKeys } from '../auth/sessionTokens';
import { tokenOf } from '../auth/sessionTokens';
import { playerOf } from '../http/auth';
import { loadBrand } from '../http/brand';
import { HttpError } from '../http/errors';
import { BANNER_HEADERS, promotionImage } from '../brands/promotionImage';
import { visibleTo } from '../brands/promotionVisibility';
import { optIn, optInsOf } from '../brands/promotionOptIns';
import { catalogueLocaleOf } from '../catalogue/names/catalogueLocale';
import { imageBadge, translatePromotion } from '../brands/promotionTexts';

/**
 * The brand's promotions and help (the promotions and help pages). The platform decides who sees a
 * promotion from the player it authenticates, never from what the page claims the player is.
 */
export function promotionRoutes(db: Database, keys: SessionKeys) {
  const auth = playerOf(db, keys);
  /** The logged-in player when the request carries a token; a bad token is a 401, as on any call. */
  const playerIfAny = async (request: FastifyRequest) => (tokenOf(request.headers) ? (await auth(request)).player : undefined);

  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/api/promotions', { schema: { querystring: CommonQuery } }, async (request): Promise<PromotionsAnswer> => {
      const player = await playerIfAny(request);
      const shown = await visibleTo(db, player, (await loadBrand(db, request)).content.promotions ?? []);
      const optedIn = player ? await optInsOf(db, player.id) : undefined;
      const { locale, tag } = catalogueLocaleOf(request.query.l);
      return {
        promotions: shown.map(({ usernames: _names, ...promotion }): Promotion => ({
          ...translatePromotion(promotion, locale),
          // The picture carries the title: it is asked for in the same language.
          ...(locale === 'en' ? {} : { image: `${promotion.image}?l=${tag}` }),
          ...(optedIn && promotion.optInRequired ? { optedIn: optedIn.has(promotion.id) } : {}),
        })),
      };
    });

    app.post('/api/promotions/:id/opt_in', { schema: { params: IntegerIdParams, querystring: CommonQuery } }, async (request) => {
      const { player } = await auth(request);
      const { id } = request.params;
      const [promotion] = await visibleTo(
        db,
        player,
        ((await loadBrand(db, request)).content.promotions ?? []).filter((p) => p.id === id),
      );
      if (!promotion) throw new HttpError(404, `no promotion ${id} for this player`);
      if (!promotion.optInRequired) throw new HttpError(400, `promotion ${id} needs no opt-in`);
      if (player.excluded_from_promotions)
        throw new HttpError(403, 'this account is excluded from promotions', 'PROMOTIONS_EXCLUDED');
      await optIn(db, player.id, id);
      return { promotionId: id, optedIn: true };
    });

    app.get(
      '/api/promotions/:id/image.svg',
      { schema: { params: IntegerIdParams, querystring: CommonQuery } },
      async (request, reply) => {
        const { id } = request.params;
        const promotion = ((await loadBrand(db, request)).content.promotions ?? []).find((p) => p.id === id);
        if (!promotion) throw new HttpError(404, `no promotion ${id}`);
        const { locale } = catalogueLocaleOf(request.query.l);
        return reply
          .headers(BANNER_HEADERS)
          .send(promotionImage(translatePromotion(promotion, locale), imageBadge(locale, promotion.section)));
      },
    );

    app.get('/api/help', { schema: { querystring: CommonQuery } }, async (request, reply) => {
      reply.header('cache-control', 'public, max-age=600');
      return { topics: (await loadBrand(db, request)).content.help ?? [] };
    });
  };
}
