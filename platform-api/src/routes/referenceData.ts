import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Currency } from '@sportsbook/contracts';
import { CommonParams } from '../catalogue/queryParams';

export const CURRENCIES: Currency[] = [
  ['EUR', '€', 2],
  ['GBP', '£', 2],
  ['USD', '$', 2],
  ['KES', 'KSh', 2],
  ['GHS', 'GH₵', 2],
  ['PHP', '₱', 2],
  ['IDR', 'Rp', 0],
  ['INR', '₹', 2],
  ['KRW', '₩', 0],
  ['MYR', 'RM', 2],
  ['PLN', 'zł', 2],
  ['TRY', '₺', 2],
  ['CNY', '¥', 2],
  ['RUB', '₽', 2],
  ['THB', '฿', 2],
  ['VND', '₫', 0],
  ['LAK', '₭', 0],
  ['MMK', 'K', 0],
  ['KHR', '៛', 0],
  ['JPY', '¥', 0],
  ['BRL', 'R$', 2],
  ['USDT', '₮', 2],
  ['MBTC', 'mBTC', 4],
].map(([isoCode, symbol, precision], index) => ({
  id: index + 1,
  isoCode: isoCode as string,
  symbol: symbol as string,
  precision: precision as number,
}));

const Common = Type.Object(CommonParams, { additionalProperties: false });

/** The country a request comes from: the geo header a CDN adds, else the platform's home market. */
export const countryOf = (headers: Record<string, unknown>) =>
  typeof headers['x-geo-country'] === 'string' ? headers['x-geo-country'].toUpperCase() : 'GB';

export function referenceDataRoutes() {
  return async (app: FastifyInstance) => {
    app.get('/xapi/rest/currencies', { schema: { querystring: Common } }, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=900');
      return CURRENCIES;
    });

    const geo = async (request: { headers: Record<string, unknown>; ip: string }) => ({
      countryCode: countryOf(request.headers),
      ip: request.ip,
    });
    app.get('/api/geo_data', { schema: { querystring: Common } }, geo);
    app.get('/api/v2/geo_data', { schema: { querystring: Common } }, geo);
  };
}
