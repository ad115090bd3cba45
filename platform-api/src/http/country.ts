import type { FastifyInstance } from 'fastify';

/** The country a request comes from: the geo header the deployment's CDN or proxy adds, else the platform's home market. */
export const countryOf = (headers: Record<string, unknown>) =>
  typeof headers['x-geo-country'] === 'string' ? headers['x-geo-country'].toUpperCase() : 'GB';

/**
 * Drops the geo header of a request that did not come straight from one of the deployment's proxies: a browser
 * that names its own country (GB, to reach a stream refused in the US) is read as having named none.
 */
export function ignoreUntrustedCountry(app: FastifyInstance, trusted: (address: string, hop: number) => boolean): void {
  app.addHook('onRequest', async (request) => {
    if (!trusted(request.socket.remoteAddress ?? '', 0)) delete request.headers['x-geo-country'];
  });
}
