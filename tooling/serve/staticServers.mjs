// Static servers for the shell and each remote, as a CDN would serve them: each remote on its own origin.
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCors from '@fastify/cors';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyCompress from '@fastify/compress';
import { readFile } from 'node:fs/promises';
import { createBootDocument } from './bootDocument.mjs';

/**
 * remoteEntry.js, the manifest, the locale files and a server build keep stable names, so they must be
 * revalidated; hashed chunks never change.
 */
function setCacheHeaders(res, filePath) {
  const value =
    /(mf-manifest\.json|remoteEntry\.js|index\.html|main\.js|locales\/[a-z]{2}\.json|server\/render\.js)(\.br|\.gz)?$/.test(
      filePath,
    )
      ? 'no-cache'
      : 'public, max-age=31536000, immutable';
  // @fastify/static hands a Node response to older versions and a Fastify reply to newer ones.
  if (typeof res.setHeader === 'function') res.setHeader('cache-control', value);
  else res.header('cache-control', value);
}

/** One remote's build, with CORS so the shell's origin can read its manifest. */
export async function startRemoteServer({ dir, port, host = '127.0.0.1' }) {
  const app = Fastify({ logger: false });
  await app.register(fastifyCors, { origin: true });
  await app.register(fastifyStatic, { root: dir, setHeaders: setCacheHeaders, cacheControl: false, preCompressed: true });
  await app.listen({ port, host });
  return app;
}

/**
 * The shell's server: its build, each page's HTML composed with its boot data (bootDocument.mjs), the
 * runtime remote registry, and /api/, /xapi/, /auth/ and /franco/ forwarded to the platform API, as an
 * operator's reverse proxy would (the API compresses its own answers).
 */
export async function startShellServer({ dir, port, apiOrigin, remotesFile, reach, host = '127.0.0.1' }) {
  const app = Fastify({ logger: false });
  // Not global: the proxied live stream must pass through unbuffered.
  await app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'] });
  const composePage = createBootDocument({ dir, apiOrigin, remotesFile, reach });
  for (const prefix of ['/api', '/xapi', '/auth', '/franco']) {
    await app.register(fastifyHttpProxy, {
      upstream: apiOrigin,
      prefix,
      rewritePrefix: prefix,
      http2: false,
      // The platform throttles logins per address: it must see the browser's, not this proxy's.
      replyOptions: { rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }) },
    });
  }
  app.get('/remotes.json', async (_req, reply) => {
    reply.header('cache-control', 'no-cache').type('application/json');
    return readFile(remotesFile, 'utf8');
  });
  await app.register(fastifyStatic, {
    root: dir,
    setHeaders: setCacheHeaders,
    cacheControl: false,
    wildcard: false,
    preCompressed: true,
    index: false,
  });
  // Every other path is a route of the single-page app (the build's files have routes of their own).
  app.get('/*', async (req, reply) => {
    if (/\.[a-z0-9]+$/i.test(req.url.split('?')[0])) return reply.code(404).send();
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie').type('text/html; charset=utf-8');
    return reply.compress(await composePage(req));
  });
  await app.listen({ port, host });
  return app;
}
