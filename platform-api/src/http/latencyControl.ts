import { setTimeout as sleep } from 'node:timers/promises';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

const LatencyBody = Type.Object(
  { ms: Type.Integer({ minimum: 0, maximum: 10_000 }), seconds: Type.Integer({ minimum: 0, maximum: 120 }) },
  { additionalProperties: false },
);

/**
 * Makes the platform slow on purpose for a while: every answer but the controls' and the health check waits
 * `ms` first. The drills prove with it that the site still serves drawn pages from a slow platform. Only with
 * the simulator's control (SIM_CONTROL=1, never in production); added first, so it delays every answer,
 * ready ones too.
 */
export function addLatencyControl(app: FastifyInstance): void {
  let delayMs = 0;
  let until = 0;
  app.addHook('onRequest', async (request) => {
    if (Date.now() >= until || request.url.startsWith('/_sim/') || request.url === '/health') return;
    await sleep(delayMs);
  });
  app.withTypeProvider<TypeBoxTypeProvider>().post('/_sim/latency', { schema: { body: LatencyBody } }, async (request) => {
    delayMs = request.body.ms;
    until = Date.now() + request.body.seconds * 1000;
    return { ms: delayMs, until: new Date(until).toISOString() };
  });
}
