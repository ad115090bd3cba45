// A composed page as it goes out: compressed once for every player it is served to, in each encoding the
// browsers ask for, never per request.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { ComposedPage } from './composePage';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

export interface EncodedPage extends Omit<ComposedPage, 'html'> {
  /** When it was composed (ms since the epoch): a copy served later says its age. */
  composedAt: number;
  bodies: Record<Encoding, Buffer>;
}

export async function encodePage({ html, ...about }: ComposedPage): Promise<EncodedPage> {
  const identity = Buffer.from(html);
  // Brotli 5: most of 11's gain on HTML this size (about 200 KB of mostly JSON) at a fraction of its time.
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipped(identity, { level: 6 }),
  ]);
  return { ...about, composedAt: Date.now(), bodies: { br, gzip: gz, identity } };
}

// No cache of answers: the header is the client's to vary without end.
const negotiator = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

/**
 * The encoding to answer an Accept-Encoding with: brotli, then gzip, else none (identity is always
 * acceptable in practice; a 406 would only leave the browser without a page).
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  return (acceptEncoding && negotiator.negotiate(acceptEncoding)) || 'identity';
}
