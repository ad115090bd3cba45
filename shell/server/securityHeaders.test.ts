import Fastify from 'fastify';
import { addSecurityHeaders, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from './securityHeaders';

describe("the shell's server's hardening headers", () => {
  it('go with every answer, an error included, and leave a header a route set alone', async () => {
    const app = Fastify();
    addSecurityHeaders(app);
    app.get('/page', async () => 'page');
    app.get('/own', async (_request, reply) => reply.header('referrer-policy', 'no-referrer').send('own'));
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const path of ['/page', '/missing']) {
        const answer = await fetch(`${origin}${path}`);
        for (const [name, value] of Object.entries(SECURITY_HEADERS))
          expect([path, name, answer.headers.get(name)]).toEqual([path, name, value]);
      }
      expect((await fetch(`${origin}/own`)).headers.get('referrer-policy')).toBe('no-referrer');
    } finally {
      await app.close();
    }
  });

  it('keep the browser on HTTPS once a page came over it, as a trusted proxy says, and only then', async () => {
    /** What the page says when `proto` is claimed from loopback, to a server trusting `proxy`. */
    const hsts = async (proxy: string, proto: string) => {
      const app = Fastify({ trustProxy: proxy });
      addSecurityHeaders(app);
      app.get('/page', async () => 'page');
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        return (await fetch(`${origin}/page`, { headers: { 'x-forwarded-proto': proto } })).headers.get(
          'strict-transport-security',
        );
      } finally {
        await app.close();
      }
    };
    expect(await hsts('127.0.0.1', 'https')).toBe(STRICT_TRANSPORT_SECURITY);
    expect(await hsts('127.0.0.1', 'http')).toBeNull();
    // A client that is not the proxy is not believed.
    expect(await hsts('10.0.0.1', 'https')).toBeNull();
  });
});
