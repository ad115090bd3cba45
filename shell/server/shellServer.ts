// The shell's server: its build, each page's HTML (composed with its boot data and the events' first view,
// kept for a moment per page: see page/pageCache.ts), the runtime remote registry, and /api/, /xapi/, /auth/
// and /franco/ forwarded to the platform API, as an operator's reverse proxy would (the API compresses its
// own answers).
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { SiteEnvironment } from '@sportsbook/contracts';
import fastifyStatic from '@fastify/static';
import fastifyHttpProxy from '@fastify/http-proxy';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createPageComposer, type ComposedPage } from './page/composePage';
import { createPageCache } from './page/pageCache';
import { chooseEncoding, encodePage, type EncodedPage } from './page/encodedPage';
import { pageKeyOf } from './page/pageRequest';
import { PAGE_FRESH_MS, PAGE_KEEP_DRAWN_MS, PAGE_STALE_MS, replacesCopy } from './page/pageFreshness';
import { createRenderPool, type RenderPool } from './render/renderPool';
import { addSecurityHeaders } from './securityHeaders';
import { reportRefusal } from './releaseRefusals';
import { forwardedHeaders } from './upstreams';
import { createPlatformReachability, MAINTENANCE_ANSWER } from './platformReachability';

/** Pages kept at most: about 250 KB each (the HTML and its brotli and gzip bodies), so some 125 MB. */
const MAX_PAGES = 500;

export interface ShellServerOptions {
  /** The shell's build. */
  dir: string;
  port: number;
  host?: string;
  apiOrigin: string;
  /** The runtime registry (remotes.json): remote name to manifest URL, read at request time. */
  remotesFile: string;
  reach?: (url: string) => string;
  renderPool?: RenderPool;
  /**
   * The proxies in front of the server (addresses or CIDRs, comma-separated), whose X-Forwarded-Proto it
   * believes: a page that came over HTTPS keeps the browser on it (securityHeaders.ts).
   */
  trustProxy?: string;
  /** The deployment's features, read from the server's environment (siteEnvironment.ts). */
  environment?: SiteEnvironment;
}

/** The shell's entry, page and texts keep stable names and must be revalidated; hashed chunks never change. */
function cacheControlOf(filePath: string): string {
  return /(index\.html|main\.js|locales\/[a-z]{2}\.json)(\.br|\.gz)?$/.test(filePath)
    ? 'no-cache'
    : 'public, max-age=31536000, immutable';
}

function sendPage(reply: FastifyReply, page: EncodedPage, acceptEncoding: string | undefined) {
  const encoding = chooseEncoding(acceptEncoding);
  reply
    .code(page.status)
    .header('cache-control', 'no-cache')
    // How long ago this copy was composed, in whole seconds (HTTP's Age): the page is kept for everyone a moment.
    .header('age', String(Math.floor((Date.now() - page.composedAt) / 1000)))
    .header('vary', 'accept-encoding, cookie')
    // How much of the first view was drawn here: for the operator's monitoring (and the page-load bench).
    .header('server-timing', `first-view;desc="${page.firstView}"`)
    .header('content-security-policy', page.contentSecurityPolicy)
    .type('text/html; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(page.bodies[encoding]);
}

export async function startShellServer({
  dir,
  port,
  host = '127.0.0.1',
  apiOrigin,
  remotesFile,
  reach,
  renderPool = createRenderPool(),
  trustProxy,
  environment,
}: ShellServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, ...(trustProxy ? { trustProxy } : {}) });
  addSecurityHeaders(app);
  const compose = createPageComposer({
    dir,
    apiOrigin,
    remotesFile,
    reach,
    renderPool,
    refused: reportRefusal(apiOrigin),
    environment,
  });
  const pages = createPageCache<EncodedPage>({
    freshMs: PAGE_FRESH_MS,
    staleMs: PAGE_STALE_MS,
    keepMs: PAGE_KEEP_DRAWN_MS,
    maxEntries: MAX_PAGES,
    replaces: replacesCopy,
  });
  /** The registry is part of every page's key: a release (one changed URL) shows on the next page load. */
  let registry = { text: '', version: '' };
  const registryVersion = async () => {
    const text = await readFile(remotesFile, 'utf8').catch(() => '');
    if (text !== registry.text) registry = { text, version: createHash('sha256').update(text).digest('hex').slice(0, 16) };
    return registry.version;
  };

  const platform = createPlatformReachability();
  for (const prefix of ['/api', '/xapi', '/auth', '/franco']) {
    await app.register(fastifyHttpProxy, {
      upstream: apiOrigin,
      prefix,
      rewritePrefix: prefix,
      http2: false,
      replyOptions: {
        // The platform throttles logins per address and reads the country from its proxies alone (see upstreams.ts).
        rewriteRequestHeaders: forwardedHeaders,
        rewriteHeaders: (headers) => {
          platform.answered();
          return headers;
        },
        onError: (reply, { error }) => {
          platform.failed();
          if (platform.down()) void reply.code(503).send(MAINTENANCE_ANSWER);
          else void reply.send(error);
        },
      },
    });
  }
  app.get('/remotes.json', async (_req, reply) => {
    reply.header('cache-control', 'no-cache').type('application/json');
    return readFile(remotesFile, 'utf8');
  });
  await app.register(fastifyStatic, {
    root: dir,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlOf(filePath)),
    cacheControl: false,
    wildcard: false,
    preCompressed: true,
    index: false,
  });
  // Every other path is a route of the single-page app (the build's files have routes of their own).
  app.get('/*', async (request, reply) => {
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0])) return reply.code(404).send();
    const page = { url: request.url, headers: request.headers };
    const key = `${await registryVersion()} ${pageKeyOf(page)}`;
    const encoded = await pages.get(key, async () => {
      const composed: ComposedPage = await compose(page);
      if (composed.platformDown) platform.foundDown();
      else platform.answered();
      return encodePage(composed);
    });
    return sendPage(reply, encoded, request.headers['accept-encoding']);
  });
  app.addHook('onClose', () => renderPool.close());
  await app.listen({ port, host });
  return app;
}
