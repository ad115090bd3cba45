import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onResponseHookHandler,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';
import { isCompressible, withVary, type Encoding, type Headers } from './contentEncoding';
import { AnswerEncoder, type ReadyAnswer } from './answerEncoder';
import { ReadyAnswerStore } from './readyAnswerStore';

export type { ReadyAnswer } from './answerEncoder';

/**
 * Answers that are the same for many callers, kept ready: serialised and compressed once (identity, brotli and
 * gzip), served from the route's first hook, so a hit skips validation, the handler, serialisation and
 * compression. A route opts in with `config: { readyAnswer: { ttlMs, vary, tags } }`:
 *
 * - the key is the method and the URL (path and query) plus the request headers named in `vary`;
 * - an answer is kept `ttlMs` (the platform's `readCacheMs` overrides every route's; 0 turns all of it off);
 * - concurrent misses of one key make one computation: the first request runs the route, the others wait for it;
 * - a request carrying a player's token (Authorization, game-token) is never served a kept answer nor kept;
 * - only 200 answers are kept, never one that sets a cookie; errors are computed anew each time;
 * - `invalidate(tag)` drops at once the answers filed under that tag (the tags a route gives a request), and
 *   any computation under way when it is called is not kept;
 * - at most `maxEntries` answers and `maxBytes` bytes are kept, the oldest dropped first.
 *
 * The routes that opt in are compressed here, not by @fastify/compress, with the same rules (the threshold,
 * brotli before gzip, the client's q-values, Vary: accept-encoding), so a hit sends the headers a miss sends.
 * `install` must run before @fastify/compress is registered, so that compression is turned off for these routes
 * before that plugin's own route hook sees them.
 */
export interface ReadyAnswerConfig {
  /** How long an answer is kept, in ms. */
  ttlMs: number;
  /** Request headers the answer depends on, besides its URL (lowercase names). */
  vary?: readonly string[];
  /** What the answer was made of, for `invalidate`; a throw means the request is not served from or kept. */
  tags?: (request: FastifyRequest) => readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    readyAnswer?: ReadyAnswerConfig;
  }
}

export interface ReadyAnswersOptions {
  /** Overrides every route's time to live when given; 0 turns the cache off (tests that move time). */
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  /** Answers smaller than this are sent as they are, as @fastify/compress does. */
  threshold?: number;
  brotliQuality?: number;
  /** Headers whose presence makes a request the player's own. */
  privateHeaders?: readonly string[];
  now?: () => number;
}

interface Pending {
  promise: Promise<ReadyAnswer | undefined>;
  settle(answer: ReadyAnswer | undefined): void;
  tags: readonly string[];
  started: number;
}

/** What this module knows of a request: it was answered from the cache, or it computes the answer for a key. */
type RequestState = 'served' | { key: string; ttlMs: number; tags: readonly string[]; generation: number; pending: Pending };

const MAX_URL_LENGTH = 2048;
/** A computation that has not answered in this long is not waited for. */
const STUCK_MS = 10_000;

export class ReadyAnswers {
  private readonly store: ReadyAnswerStore;
  private readonly encoder: AnswerEncoder;
  private readonly pending = new Map<string, Pending>();
  private readonly states = new WeakMap<FastifyRequest, RequestState>();
  /** Raised by every invalidation: a computation that began before it is not kept. */
  private generation = 0;
  private readonly privateHeaders: readonly string[];
  private readonly now: () => number;

  constructor(private readonly options: ReadyAnswersOptions = {}) {
    this.now = options.now ?? Date.now;
    this.store = new ReadyAnswerStore(options.maxEntries ?? 2000, options.maxBytes ?? 64 * 2 ** 20, this.now);
    this.encoder = new AnswerEncoder(options.threshold ?? 1024, options.brotliQuality ?? 4);
    this.privateHeaders = options.privateHeaders ?? ['authorization', 'game-token'];
  }

  /** Answers kept now (fresh or not yet dropped). */
  get size(): number {
    return this.store.size;
  }

  /** Drops the answers filed under `tag` (every answer without one), and keeps none computed before this call. */
  invalidate(tag?: string): void {
    this.generation++;
    this.store.invalidate(tag);
    for (const [key, pending] of this.pending) if (tag === undefined || pending.tags.includes(tag)) this.pending.delete(key);
  }

  /** Hooks the routes that opt in, as they are added: call before the routes and before @fastify/compress. */
  install(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => this.onRoute(route));
  }

  private onRoute(route: RouteOptions): void {
    const config = route.config?.readyAnswer;
    // HEAD routes made for GET routes carry the same config: they are left as they were.
    if (!config || route.method !== 'GET') return;
    const ttlMs = this.options.ttlMs ?? config.ttlMs;
    if (!(ttlMs > 0)) return;
    (route as RouteOptions & { compress?: false }).compress = false;
    const vary = (config.vary ?? []).map((name) => name.toLowerCase());
    const onRequest: onRequestHookHandler = async (request, reply) => {
      // An async hook that answers returns the reply: the route goes no further.
      if (await this.onRequest(request, reply, ttlMs, vary, config.tags)) return reply;
    };
    const onSend: onSendHookHandler = (request, reply, payload, done) => {
      // A kept answer goes out as it is, without a turn of the event loop.
      if (this.states.get(request) === 'served') return done(null, payload);
      this.onSend(request, reply, payload).then(
        (body) => done(null, body),
        (error: Error) => done(error),
      );
    };
    const onResponse: onResponseHookHandler = (request, _reply, done) => {
      this.release(request, undefined);
      done();
    };
    route.onRequest = [...asList(route.onRequest), onRequest];
    // First among the route's own: the payload is the serialised answer, not yet touched by any other.
    route.onSend = [onSend, ...asList(route.onSend)];
    route.onResponse = [...asList(route.onResponse), onResponse];
  }

  private async onRequest(
    request: FastifyRequest,
    reply: FastifyReply,
    ttlMs: number,
    vary: readonly string[],
    tagsOf: ReadyAnswerConfig['tags'],
  ): Promise<boolean> {
    if (request.method !== 'GET' || this.privateHeaders.some((name) => request.headers[name] !== undefined)) return false;
    // The site sends a query this long as a POST; a longer URL is not worth a key.
    if (request.url.length > MAX_URL_LENGTH) return false;
    let key = `GET ${request.url}`;
    for (const name of vary) {
      const value = request.headers[name];
      key += `\n${name}:${Array.isArray(value) ? value.join(',') : (value ?? '')}`;
    }
    const now = this.now();
    const kept = this.store.fresh(key, now);
    if (kept) return this.serve(request, reply, kept);
    const waiting = this.pending.get(key);
    if (waiting && now - waiting.started < STUCK_MS) {
      const answer = await waiting.promise;
      // Without an answer (the computation failed), this request makes its own.
      return answer ? this.serve(request, reply, answer) : false;
    }
    let tags: readonly string[];
    try {
      tags = tagsOf?.(request) ?? [];
    } catch {
      return false; // bad input: the route answers it, and the answer is not kept
    }
    let settle!: (answer: ReadyAnswer | undefined) => void;
    const promise = new Promise<ReadyAnswer | undefined>((resolve) => (settle = resolve));
    const pending: Pending = { promise, settle, tags, started: now };
    this.pending.set(key, pending);
    this.states.set(request, { key, ttlMs, tags, generation: this.generation, pending });
    return false;
  }

  private serve(request: FastifyRequest, reply: FastifyReply, answer: ReadyAnswer): true {
    this.states.set(request, 'served');
    const encoding = this.encoder.encodingFor(request, answer);
    reply.code(200).headers(answer.headers[encoding]!).send(answer.bodies[encoding]);
    return true;
  }

  private async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const state = this.states.get(request);
    if (state === 'served') return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : undefined;
    if (!body) {
      this.release(request, undefined);
      return payload;
    }
    const own = reply.getHeaders() as Headers;
    const keep = state !== undefined && reply.statusCode === 200 && !reply.hasHeader('set-cookie');
    if (!keep) {
      this.release(request, undefined);
      // Compressed for this caller alone, as @fastify/compress would.
      const encoding = this.encoder.encodingOf(request);
      if (body.length < this.encoder.threshold || !isCompressible(own) || encoding === 'identity') return payload;
      const compressed = await this.encoder.compress(body, encoding);
      reply.header('content-encoding', encoding).header('vary', withVary(own.vary));
      reply.removeHeader('content-length');
      return compressed;
    }
    const answer = await this.encoder.prepare(body, own);
    if (state.generation === this.generation) this.store.keep(state.key, answer, state.ttlMs, state.tags);
    this.release(request, answer);
    this.states.set(request, 'served');
    const encoding = this.encoder.encodingFor(request, answer);
    reply.removeHeader('content-length');
    reply.headers(answer.headers[encoding]!);
    return answer.bodies[encoding];
  }

  /** Ends this request's computation: its waiters get `answer`, or compute their own when there is none. */
  private release(request: FastifyRequest, answer: ReadyAnswer | undefined): void {
    const state = this.states.get(request);
    if (!state || state === 'served') return;
    this.states.delete(request);
    if (this.pending.get(state.key) === state.pending) this.pending.delete(state.key);
    state.pending.settle(answer);
  }

  /** Brotli or gzip as the client accepts them (higher q first, brotli on a tie), as @fastify/compress chooses. */
  negotiate(header: string | string[] | undefined): Encoding {
    return this.encoder.negotiate(header);
  }
}

function asList<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}
