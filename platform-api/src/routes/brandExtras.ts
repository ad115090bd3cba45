import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  AdvertQuery,
  CommonQuery,
  IntegerIdParams,
  MetricsQuery,
  OddsLadderParams,
  OddsLadderQuery,
  SealQuery,
  WidgetQuery,
} from '@sportsbook/contracts/wire';
import { PRICE_LADDER } from '@sportsbook/domain';
import type { Database } from '../db/database';
import { BRAND_ANSWER, channelSettings, loadBrand } from '../http/brand';
import { HttpError } from '../http/errors';
import { eventCounts } from '../catalogue/eventCounts';
import { advertShown } from '../brands/adverts';
import { BANNER_HEADERS, promotionImage } from '../brands/promotionImage';
import { namesOf } from '../catalogue/names/requestNames';
import { catalogueLocaleOf } from '../catalogue/names/catalogueLocale';
import { cardTranslator, imageBadge } from '../brands/promotionTexts';
import { translateCouponGroup } from '../catalogue/names/translateAnswers';

/** The brand's menus, links and header, the same for all its players: kept ready per brand. */
const config = { readyAnswer: BRAND_ANSWER };

/** The brand content the header, menu and side columns read (spec 1 section 7.2). */
export function brandExtraRoutes(db: Database) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/api/submenus/:id', { config, schema: { params: IntegerIdParams, querystring: CommonQuery } }, async (request) => {
      const { id } = request.params;
      const submenu = (await loadBrand(db, request)).content.submenus[id];
      if (!submenu) throw new HttpError(404, `no submenu ${id}`);
      return submenu;
    });

    app.get(
      '/api/external_urls',
      { config, schema: { querystring: CommonQuery } },
      async (request) => (await loadBrand(db, request)).content.externalUrls,
    );

    app.get(
      '/api/adverts/:id',
      {
        schema: {
          params: IntegerIdParams,
          querystring: AdvertQuery,
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { player_type, username } = request.query;
        const { content } = await loadBrand(db, request);
        const entry = content.adverts[id];
        if (!entry) throw new HttpError(404, `no advert ${id}`);
        const { usernames, ...advert } = entry;
        // A column names its adverts for every audience: one that is not for this player is nothing to show,
        // not an error (the page asks for it, and a 404 there is a failed request in every visitor's console).
        if (!advertShown(advert.audience, player_type, username, usernames)) return reply.code(204).send();
        const { locale, tag } = catalogueLocaleOf(request.query.l);
        const own = cardTranslator(locale).advert(advert);
        // The picture is drawn from the name: it is asked for in the same language.
        return own === advert ? advert : { ...own, attachment_path: `${advert.attachment_path}?l=${tag}` };
      },
    );

    // The advert's picture its attachment_path names: drawn from its name, as the promotions' pictures are.
    app.get(
      '/api/adverts/:id/image.svg',
      { schema: { params: IntegerIdParams, querystring: CommonQuery } },
      async (request, reply) => {
        const { id } = request.params;
        const { content } = await loadBrand(db, request);
        const entry = content.adverts[id];
        if (!entry) throw new HttpError(404, `no advert ${id}`);
        const { locale } = catalogueLocaleOf(request.query.l);
        const { name } = cardTranslator(locale).advert(entry);
        return reply.headers(BANNER_HEADERS).send(promotionImage({ id, title: name }, imageBadge(locale, 'promotions')));
      },
    );

    app.get(
      '/api/html_widgets/:id',
      {
        schema: {
          params: IntegerIdParams,
          querystring: WidgetQuery,
        },
      },
      async (request) => {
        const { id } = request.params;
        const { active } = request.query;
        const { content } = await loadBrand(db, request);
        const widget = content.htmlWidgets[id];
        if (!widget || (active !== false && !widget.active)) throw new HttpError(404, `no active html widget ${id}`);
        return { content: cardTranslator(catalogueLocaleOf(request.query.l).locale).widget(widget.content) };
      },
    );

    app.get(
      '/api/gcb_seals',
      {
        schema: {
          querystring: SealQuery,
        },
      },
      async (request) => {
        const brand = await loadBrand(db, request);
        if (!channelSettings(brand, 'web').gcb_seal_required)
          throw new HttpError(404, 'this brand shows no gaming-authority seal');
        return { token: brand.content.gcbSealToken, host: request.query.host };
      },
    );

    app.get(
      '/api/metrics',
      {
        schema: {
          querystring: MetricsQuery,
        },
      },
      async (request) => {
        const { live, prematch } = await eventCounts(db);
        return {
          app: request.query.app,
          liveEvents: live,
          prematchEvents: prematch,
          at: new Date().toISOString(),
        };
      },
    );

    app.get('/api/external_header', { config, schema: { querystring: CommonQuery } }, async (request) => {
      const brand = await loadBrand(db, request);
      if (!channelSettings(brand, 'web').clem_external_header_enabled || !brand.content.externalHeader) {
        throw new HttpError(404, `brand ${brand.id} has no external header`);
      }
      return brand.content.externalHeader;
    });

    app.get(
      '/api/coupon_groups/:id',
      { config, schema: { params: IntegerIdParams, querystring: CommonQuery } },
      async (request) => {
        const { id } = request.params;
        const group = (await loadBrand(db, request)).content.couponGroups[id];
        if (!group) throw new HttpError(404, `no coupon group ${id}`);
        return translateCouponGroup(group, await namesOf(db, request));
      },
    );

    app.get(
      '/xapi/rest/oddsLadderAndMargins/:version',
      {
        schema: {
          params: OddsLadderParams,
          querystring: OddsLadderQuery,
        },
      },
      async (request) => {
        const { overrideBrand } = request.query;
        if (overrideBrand) request.headers.brand = overrideBrand;
        const brand = await loadBrand(db, request);
        return { version: request.params.version, ladder: PRICE_LADDER, margins: brand.content.margins };
      },
    );
  };
}
