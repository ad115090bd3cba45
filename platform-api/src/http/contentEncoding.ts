/** How the platform compresses an answer it keeps ready: the same rules as @fastify/compress. */
export type Encoding = 'br' | 'gzip' | 'identity';
export type Headers = Record<string, string | number | string[]>;

const COMPRESSIBLE = /json|text|javascript|xml|svg/i;

/** Brotli or gzip as an accept-encoding header asks (higher q first, brotli on a tie), as @fastify/compress chooses. */
export function negotiateEncoding(header: string): Encoding {
  const supported: Encoding[] = ['br', 'gzip'];
  let best: Encoding = 'identity';
  let bestQuality = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim());
    // The no-preference token and x-gzip count as gzip, as @fastify/compress reads them.
    const name = token === '*' || token === 'x-gzip' ? 'gzip' : token;
    const q = params.find((p) => p.startsWith('q='));
    const quality = q ? Number.parseFloat(q.slice(2)) || 0 : 1;
    const rank = supported.findIndex((encoding) => encoding === name);
    if (rank === -1 || quality <= 0) continue;
    if (quality > bestQuality || (quality === bestQuality && rank < supported.indexOf(best))) {
      best = supported[rank];
      bestQuality = quality;
    }
  }
  return best;
}

/** An answer's Vary header with accept-encoding in it. */
export function withVary(vary: Headers[string] | undefined): string {
  const values = vary === undefined ? [] : [vary].flat().map(String);
  return values.some((v) => /accept-encoding/i.test(v)) ? values.join(', ') : [...values, 'accept-encoding'].join(', ');
}

/** Whether an answer's content type is worth compressing. */
export function isCompressible(headers: Headers): boolean {
  return COMPRESSIBLE.test(String(headers['content-type'] ?? 'application/json'));
}
