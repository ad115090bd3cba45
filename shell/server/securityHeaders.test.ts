import Fastify from 'fastify';
import { addSecurityHeaders, SECURITY_HEADERS } from './securityHeaders';

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
});
