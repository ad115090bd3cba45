import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { isCompressible, negotiateEncoding, withVary, type Encoding, type Headers } from './contentEncoding';

/** One answer, ready to send in each encoding. */
export interface ReadyAnswer {
  bodies: Partial<Record<Encoding, Buffer>>;
  headers: Partial<Record<Encoding, Headers>>;
  bytes: number;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Headers of the answer that are the wire's, not the answer's. */
const WIRE_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date']);
/** Distinct accept-encoding headers remembered before the memory starts again: browsers send a handful. */
const KNOWN_HEADERS = 200;

/**
 * Compresses the answers kept ready, once in each encoding, and picks the one a request gets: the rules of
 * contentEncoding.ts, which are @fastify/compress's, so a kept answer goes out as that plugin would send it.
 */
export class AnswerEncoder {
  private readonly encodingsByHeader = new Map<string, Encoding>();

  constructor(
    /** Answers smaller than this are sent as they are, as @fastify/compress does. */
    readonly threshold: number,
    private readonly brotliQuality: number,
  ) {}

  /** The answer in every encoding it is sent in, with the headers each is sent with. */
  async prepare(body: Buffer, own: Headers): Promise<ReadyAnswer> {
    const headers: Headers = {};
    for (const [name, value] of Object.entries(own)) if (!WIRE_HEADERS.has(name.toLowerCase())) headers[name] = value;
    if (body.length < this.threshold || !isCompressible(headers)) {
      return { bodies: { identity: body }, headers: { identity: headers }, bytes: body.length };
    }
    const [br, gz] = await Promise.all([this.compress(body, 'br'), this.compress(body, 'gzip')]);
    // Which bytes a client gets depends on what it accepts, whichever it gets.
    const varied = { ...headers, vary: withVary(headers.vary) };
    return {
      bodies: { identity: body, br, gzip: gz },
      headers: {
        identity: varied,
        br: { ...varied, 'content-encoding': 'br' },
        gzip: { ...varied, 'content-encoding': 'gzip' },
      },
      bytes: body.length + br.length + gz.length,
    };
  }

  compress(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
    return encoding === 'br'
      ? brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: this.brotliQuality } })
      : gzipAsync(body);
  }

  /** The encoding of a kept answer a request gets: the one it accepts, when the answer was compressed at all. */
  encodingFor(request: FastifyRequest, answer: ReadyAnswer): Encoding {
    const encoding = answer.bodies.br ? this.encodingOf(request) : 'identity';
    return answer.bodies[encoding] ? encoding : 'identity';
  }

  /** The encoding a request accepts; none for one that asks for no compression (x-no-compression), as @fastify/compress. */
  encodingOf(request: FastifyRequest): Encoding {
    if (request.headers['x-no-compression'] !== undefined) return 'identity';
    return this.negotiate(request.headers['accept-encoding']);
  }

  /** Brotli or gzip as the client accepts them (higher q first, brotli on a tie), as @fastify/compress chooses. */
  negotiate(header: string | string[] | undefined): Encoding {
    if (typeof header !== 'string' || !header) return 'identity';
    let encoding = this.encodingsByHeader.get(header);
    if (encoding === undefined) {
      encoding = negotiateEncoding(header);
      if (this.encodingsByHeader.size >= KNOWN_HEADERS) this.encodingsByHeader.clear();
      this.encodingsByHeader.set(header, encoding);
    }
    return encoding;
  }
}
