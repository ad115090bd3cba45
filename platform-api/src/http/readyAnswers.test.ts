import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { ReadyAnswers, type ReadyAnswersOptions } from './readyAnswers';

/** An answer of about 2.2 KB, the shape of a list: compressed on the wire. */
const bigAnswer = (n: number, brand = '') => ({
  n,
  brand,
  rows: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `row ${i} of the list` })),
});

/**
 * A small app wired as the platform's: the cache installed before @fastify/compress (brotli and gzip, 1 KB
 * threshold), one route kept ready and one left to the compressor, each counting its computations.
 */
async function appWith(options: ReadyAnswersOptions = {}) {
  const app: FastifyInstance = Fastify();
  const answers = new ReadyAnswers(options);
  answers.install(app);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  const counts = { big: 0, small: 0, plain: 0 };
  let delayMs = 0;
  let failNext = false;
  const brandOf = (headers: Record<string, unknown>) => String(headers.brand ?? 'classic');
  const config = {
    readyAnswer: {
      ttlMs: 1000,
      vary: ['brand'],
      tags: (request: { headers: Record<string, unknown> }) => [`brand:${brandOf(request.headers)}`],
    },
  };
  app.get('/big', { config }, async (request, reply) => {
    counts.big++;
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    if (failNext) {
      failNext = false;
      return reply.code(503).send({ message: 'down' });
    }
    reply.header('cache-control', 'public, max-age=600');
    return bigAnswer(counts.big, brandOf(request.headers));
  });
  app.get('/small', { config }, async () => ({ n: ++counts.small }));
  // Not kept ready: @fastify/compress answers it, for comparing headers.
  app.get('/plain', async (_request, reply) => {
    counts.plain++;
    reply.header('cache-control', 'public, max-age=600');
    return bigAnswer(counts.plain, 'classic');
  });
  await app.ready();
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  return {
    app,
    answers,
    counts,
    get,
    slow: (ms: number) => (delayMs = ms),
    failOnce: () => (failNext = true),
  };
}

/** The headers an answer is sent with, less the wire's own (date, connection). */
const headersOf = ({ headers: { date: _date, connection: _connection, ...rest } }: { headers: Record<string, unknown> }) => rest;

describe('answers kept ready', () => {
  it('computes an answer once and sends the same bytes and headers on the next request (hit after miss)', async () => {
    const { app, counts, get } = await appWith();
    const miss = await get('/big', { 'accept-encoding': 'br, gzip' });
    const hit = await get('/big', { 'accept-encoding': 'br, gzip' });
    assert.equal(counts.big, 1);
    assert.equal(hit.statusCode, 200);
    assert.deepEqual(hit.rawPayload, miss.rawPayload);
    assert.deepEqual(headersOf(hit), headersOf(miss));
    assert.equal(hit.headers['content-encoding'], 'br');
    assert.equal(hit.headers['cache-control'], 'public, max-age=600');
    await app.close();
  });

  it('sends the headers @fastify/compress sends for the same answer, in each encoding', async () => {
    const { app, get } = await appWith();
    const cases: Record<string, string>[] = [
      ...['br, gzip', 'gzip, deflate', 'gzip;q=1, br;q=0.5', 'identity', '*'].map((e) => ({ 'accept-encoding': e })),
      { 'accept-encoding': 'br', 'x-no-compression': '1' },
    ];
    for (const headers of cases) {
      const acceptEncoding = JSON.stringify(headers);
      const ready = headersOf(await get('/big', headers));
      const plain = headersOf(await get('/plain', headers));
      for (const name of ['content-encoding', 'content-type', 'cache-control'])
        assert.equal(ready[name], plain[name], `${name} for ${acceptEncoding}`);
      if (plain['content-encoding']) assert.equal(ready.vary, plain.vary);
    }
    await app.close();
  });

  it('keeps the answer in brotli, gzip and identity, which decode to the same JSON', async () => {
    const { app, counts, get } = await appWith();
    const br = await get('/big', { 'accept-encoding': 'br' });
    const gzip = await get('/big', { 'accept-encoding': 'gzip' });
    const identity = await get('/big');
    assert.equal(counts.big, 1);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(identity.headers['content-encoding'], undefined);
    // Which bytes depend on Accept-Encoding, whichever encoding was sent.
    for (const response of [br, gzip, identity]) assert.match(String(response.headers.vary), /accept-encoding/);
    const expected = JSON.stringify(bigAnswer(1, 'classic'));
    assert.equal(brotliDecompressSync(br.rawPayload).toString('utf8'), expected);
    assert.equal(gunzipSync(gzip.rawPayload).toString('utf8'), expected);
    assert.equal(identity.body, expected);
    assert.ok(br.rawPayload.length * 5 < expected.length, `${br.rawPayload.length} bytes of brotli`);
    assert.equal(Number(br.headers['content-length']), br.rawPayload.length);
    await app.close();
  });

  it('leaves an answer under 1 KB uncompressed and without Vary, as the compressor does', async () => {
    const { app, counts, get } = await appWith();
    const first = await get('/small', { 'accept-encoding': 'br' });
    const second = await get('/small', { 'accept-encoding': 'gzip' });
    assert.equal(counts.small, 1);
    assert.deepEqual(second.json(), { n: 1 });
    assert.equal(first.headers['content-encoding'], undefined);
    assert.equal(first.headers.vary, undefined);
    assert.deepEqual(headersOf(second), headersOf(first));
    await app.close();
  });

  it('answers twenty concurrent identical requests with one computation', async () => {
    const { app, counts, get, slow } = await appWith();
    slow(30);
    const responses = await Promise.all(Array.from({ length: 20 }, () => get('/big', { 'accept-encoding': 'gzip' })));
    assert.equal(counts.big, 1);
    for (const response of responses) {
      assert.equal(response.statusCode, 200);
      assert.equal(JSON.parse(gunzipSync(response.rawPayload).toString('utf8')).n, 1);
    }
    await app.close();
  });

  it('keeps one answer per brand header: another brand computes its own', async () => {
    const { app, counts, get } = await appWith();
    const classic = (await get('/big', { brand: 'classic' })).json();
    const nova = (await get('/big', { brand: 'nova' })).json();
    const classicAgain = (await get('/big', { brand: 'classic' })).json();
    assert.equal(counts.big, 2);
    assert.equal(classic.brand, 'classic');
    assert.equal(nova.brand, 'nova');
    assert.deepEqual(classicAgain, classic);
    await app.close();
  });

  it("never shares a player's answer: a request with Authorization or a game token is neither served nor kept", async () => {
    const { app, answers, counts, get } = await appWith();
    await get('/big');
    assert.equal(counts.big, 1);
    const player = await get('/big', { authorization: 'Bearer player-1', 'accept-encoding': 'br' });
    assert.equal(counts.big, 2, 'a player computes an answer of their own');
    assert.equal(player.headers['content-encoding'], 'br', 'and it is still compressed');
    assert.equal(JSON.parse(brotliDecompressSync(player.rawPayload).toString('utf8')).n, 2);
    await get('/big', { 'game-token': 'token' });
    assert.equal(counts.big, 3);
    assert.equal((await get('/big')).json().n, 1, "the shared answer is not the player's");
    assert.equal(answers.size, 1);
    await app.close();
  });

  it('drops the answers of a tag at once when invalidated, and keeps no answer computed before that', async () => {
    const { app, answers, counts, get, slow } = await appWith();
    await get('/big', { brand: 'nova' });
    await get('/big', { brand: 'classic' });
    answers.invalidate('brand:nova');
    assert.equal((await get('/big', { brand: 'nova' })).json().n, 3, 'nova computed again');
    assert.equal((await get('/big', { brand: 'classic' })).json().n, 2, 'classic kept');
    assert.equal(counts.big, 3);
    // A computation under way when the write lands is sent to its callers but not kept.
    answers.invalidate();
    slow(30);
    const during = get('/big', { brand: 'classic' });
    await new Promise((r) => setTimeout(r, 5));
    answers.invalidate('brand:classic');
    assert.equal((await during).json().n, 4);
    assert.equal((await get('/big', { brand: 'classic' })).json().n, 5);
    await app.close();
  });

  it('never keeps an error: the next request computes again, and requests waiting on it compute their own', async () => {
    const { app, counts, get, failOnce, slow } = await appWith();
    failOnce();
    assert.equal((await get('/big')).statusCode, 503);
    assert.equal((await get('/big')).statusCode, 200);
    assert.equal(counts.big, 2);
    assert.equal((await get('/big')).json().n, 2);
    // The first of three concurrent requests fails: the two that waited on it get an answer all the same.
    const again = await appWith();
    again.failOnce();
    again.slow(20);
    const statuses = (await Promise.all([again.get('/big'), again.get('/big'), again.get('/big')])).map((r) => r.statusCode);
    assert.deepEqual(statuses, [503, 200, 200]);
    slow(0);
    await Promise.all([app.close(), again.app.close()]);
  });

  it('never keeps a 404 of a route', async () => {
    const app = Fastify();
    const answers = new ReadyAnswers();
    answers.install(app);
    let calls = 0;
    app.get('/items/:id', { config: { readyAnswer: { ttlMs: 1000 } } }, async (_request, reply) => {
      calls++;
      return reply.code(404).send({ message: 'no item' });
    });
    assert.equal((await app.inject('/items/1')).statusCode, 404);
    assert.equal((await app.inject('/items/1')).statusCode, 404);
    assert.equal(calls, 2);
    assert.equal(answers.size, 0);
    await app.close();
  });

  it('computes again after the time to live, and not at all with a time to live of 0', async () => {
    let clock = 1_000_000;
    const { app, counts, get } = await appWith({ now: () => clock });
    await get('/big');
    clock += 999;
    await get('/big');
    assert.equal(counts.big, 1);
    clock += 1;
    assert.equal((await get('/big')).json().n, 2);
    await app.close();

    const off = await appWith({ ttlMs: 0 });
    await off.get('/big');
    const again = await off.get('/big', { 'accept-encoding': 'br' });
    assert.equal(off.counts.big, 2);
    assert.equal(again.headers['content-encoding'], 'br', '@fastify/compress compresses as before');
    assert.equal(off.answers.size, 0);
    await off.app.close();
  });

  it('keeps at most its limit of answers, dropping the oldest first', async () => {
    const { app, answers, counts, get } = await appWith({ maxEntries: 3 });
    for (const brand of ['a', 'b', 'c', 'd', 'e']) await get('/big', { brand });
    assert.equal(answers.size, 3);
    assert.equal(counts.big, 5);
    await get('/big', { brand: 'e' });
    assert.equal(counts.big, 5, 'the newest is kept');
    await get('/big', { brand: 'a' });
    assert.equal(counts.big, 6, 'the oldest was dropped');
    await app.close();

    // An answer here is about 2.7 KB kept: 2.2 KB of JSON, its brotli and its gzip.
    const bytes = await appWith({ maxBytes: 6000 });
    for (const brand of ['a', 'b', 'c', 'd']) await bytes.get('/big', { brand });
    assert.equal(bytes.answers.size, 2, 'two answers in 6,000 bytes');
    await bytes.app.close();
  });

  it('picks the encoding as @fastify/compress does: the highest q, brotli on a tie, * and x-gzip as gzip', () => {
    const answers = new ReadyAnswers();
    assert.equal(answers.negotiate('gzip, deflate, br'), 'br');
    assert.equal(answers.negotiate('gzip;q=1, br;q=0.8'), 'gzip');
    assert.equal(answers.negotiate('br;q=0, gzip'), 'gzip');
    assert.equal(answers.negotiate('deflate'), 'identity');
    assert.equal(answers.negotiate('*'), 'gzip');
    assert.equal(answers.negotiate('x-gzip'), 'gzip');
    assert.equal(answers.negotiate(undefined), 'identity');
  });
});
