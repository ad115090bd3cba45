// A static server for each remote, as a CDN would serve them: each remote on its own origin. The shell's
// own server is shell/server/.
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCors from '@fastify/cors';

/**
 * remoteEntry.js, the manifest, the locale files and a server build keep stable names, so they must be
 * revalidated; hashed chunks never change.
 */
function setCacheHeaders(res, filePath) {
  const value = /(mf-manifest\.json|remoteEntry\.js|index\.html|locales\/[a-z]{2}\.json|server\/render\.js)(\.br|\.gz)?$/.test(
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
