// The server builds of the events releases, by URL: fetched (revalidated by ETag), checked against the SHA-384
// the release's manifest gives for them, and written once to a file named by its content's hash, so a
// release's code runs exactly as it was published. A build whose hash differs, or that no hash vouches for,
// is refused and reported: the browser draws that page. The render pool's workers load the builds from
// there; this process never runs them.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The hash a release seals its scripts with, computed where the release tooling computes it.
import { integrityOf } from '../../../tooling/release/integrity.mjs';

/** Where a release keeps its server build, beside its browser build. */
export const SERVER_BUILD = 'server/render.js';
/** A server build is asked again (a 304 when unchanged) after this long. */
const RECHECK_MS = 2000;
const FETCH_TIMEOUT_MS = 2000;

interface Known {
  at: number;
  etag?: string | null;
  /** The file the build was written to; undefined when the release has none. */
  file?: string;
  /** The SHA-384 integrity of the build's bytes. */
  integrity?: string;
}

export interface ServerBuilds {
  /**
   * The file of the server build of the release served from `publicPath` (read through `reach`), if it has one
   * whose bytes have the `integrity` its release published.
   */
  fileOf(publicPath: string, integrity: string | undefined, reach?: (url: string) => string): Promise<string | undefined>;
}

export function createServerBuilds({
  dir = path.join(tmpdir(), 'sportsbook-server-builds'),
  refused = () => undefined,
}: {
  dir?: string;
  /** Told of a build that was refused, once per build and reason. */
  refused?: (url: string, reason: string) => void;
} = {}): ServerBuilds {
  const known = new Map<string, Known>();
  const told = new Set<string>();
  const refuse = (url: string, reason: string) => {
    if (!told.has(`${url} ${reason}`)) refused(url, reason);
    told.add(`${url} ${reason}`);
    return undefined;
  };
  const verified = (url: string, held: Known, integrity: string | undefined) => {
    if (!held.file) return undefined;
    if (!integrity) return refuse(url, 'its release publishes no SHA-384 of it');
    if (held.integrity !== integrity) return refuse(url, `its bytes do not match the release's hash ${integrity}`);
    return held.file;
  };
  const load = async (url: string): Promise<Known> => {
    const held = known.get(url);
    if (held && Date.now() - held.at < RECHECK_MS) return held;
    const response = await fetch(url, {
      headers: held?.etag ? { 'if-none-match': held.etag } : {},
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (response.status === 304 && held) {
      const again = { ...held, at: Date.now() };
      known.set(url, again);
      return again;
    }
    // A release without a server build (or one that cannot be read) is rendered by the browser alone.
    if (!response.ok) {
      const none = { at: Date.now() };
      known.set(url, none);
      return none;
    }
    const code = Buffer.from(await response.arrayBuffer());
    const file = path.join(dir, `${createHash('sha256').update(code).digest('hex').slice(0, 32)}.cjs`);
    await mkdir(dir, { recursive: true });
    await writeFile(file, code);
    const fresh = { at: Date.now(), etag: response.headers.get('etag'), file, integrity: integrityOf(code) };
    known.set(url, fresh);
    return fresh;
  };
  return {
    async fileOf(publicPath, integrity, reach = (url) => url) {
      const url = new URL(SERVER_BUILD, publicPath).toString();
      try {
        return verified(url, await load(reach(url)), integrity);
      } catch {
        return undefined;
      }
    },
  };
}
