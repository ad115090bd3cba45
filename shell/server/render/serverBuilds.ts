// The server builds of the events releases, by URL: fetched (revalidated by ETag) and written once to a file
// named by its content's hash, so a release's code runs exactly as it was published. The render pool's
// workers load them from there; this process never runs them.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
}

export interface ServerBuilds {
  /** The file of the server build of the release served from `publicPath` (read through `reach`), if it has one. */
  fileOf(publicPath: string, reach?: (url: string) => string): Promise<string | undefined>;
}

export function createServerBuilds(dir = path.join(tmpdir(), 'sportsbook-server-builds')): ServerBuilds {
  const known = new Map<string, Known>();
  const load = async (url: string): Promise<string | undefined> => {
    const held = known.get(url);
    if (held && Date.now() - held.at < RECHECK_MS) return held.file;
    const response = await fetch(url, {
      headers: held?.etag ? { 'if-none-match': held.etag } : {},
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (response.status === 304 && held) {
      known.set(url, { ...held, at: Date.now() });
      return held.file;
    }
    // A release without a server build (or one that cannot be read) is rendered by the browser alone.
    if (!response.ok) {
      known.set(url, { at: Date.now() });
      return undefined;
    }
    const code = await response.text();
    const file = path.join(dir, `${createHash('sha256').update(code).digest('hex').slice(0, 32)}.cjs`);
    await mkdir(dir, { recursive: true });
    await writeFile(file, code);
    known.set(url, { at: Date.now(), etag: response.headers.get('etag'), file });
    return file;
  };
  return {
    async fileOf(publicPath, reach = (url) => url) {
      try {
        return await load(reach(new URL(SERVER_BUILD, publicPath).toString()));
      } catch {
        return undefined;
      }
    },
  };
}
