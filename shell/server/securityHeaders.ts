// Headers every answer of the shell's server carries, whatever its content: the hardening every site sends.
// The Content-Security-Policy and frame-ancestors (issue 41) need the registry's origins and the embedding
// allow-list per page, and the drills' embedding cases decided first: not here yet.
import type { FastifyInstance } from 'fastify';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // A script or style is run only as what its content type says.
  'x-content-type-options': 'nosniff',
  // Other sites learn the site's origin, never a player's path (event ids, account pages).
  'referrer-policy': 'strict-origin-when-cross-origin',
  // None of the powerful features is used; a live stream plays fullscreen on the site itself.
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self)',
};

/** Adds the headers to every answer of `app`, files and pages alike, unless a route set one itself. */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
}
