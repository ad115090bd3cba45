// Headers every answer of the shell's server carries, whatever its content: the hardening every site sends.
// A page's Content-Security-Policy (with its frame-ancestors) is the page's own: see page/contentSecurityPolicy.ts.
import type { FastifyInstance } from 'fastify';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // A script or style is run only as what its content type says.
  'x-content-type-options': 'nosniff',
  // Other sites learn the site's origin, never a player's path (event ids, account pages).
  'referrer-policy': 'strict-origin-when-cross-origin',
  // None of the powerful features is used; a live stream plays fullscreen on the site itself.
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self)',
};

/** Over HTTPS (as the server or its trusted proxy received the request), the browser keeps to HTTPS a year. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Adds the headers to every answer of `app`, files and pages alike, unless a route set one itself. */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    return payload;
  });
}
