// The events remote's first view rendered by the shell's server, with the server build its release publishes
// beside its browser build (server/render.js): the page's centre arrives with the HTML, and the browser
// hydrates it with the same release's code. The build is read from where the registry says the release is
// served, at request time like the manifests: releasing the remote is still one changed registry URL.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The remote whose page a server renders, and where its release keeps its server build. */
export const SERVER_RENDERED_REMOTE = 'events';
const SERVER_BUILD = 'server/render.js';
/** How long a page may wait for its first view's data before it goes out with the browser left to ask. */
export const RENDER_BUDGET_MS = 400;
/** A server build is asked again (a 304 when unchanged) after this long. */
const RECHECK_MS = 2000;
const FETCH_TIMEOUT_MS = 2000;

/**
 * The browser's time-zone rule, as the page's cookie tells it (the shell writes it; the render reads it and
 * takes anything that is not a rule for UTC); UTC when there is none yet.
 */
export function timeZoneOfRequest(cookieHeader = '') {
  const rule = /(?:^|;\s*)sb-tz=([-,:\d]{1,100})(?:;|$)/.exec(cookieHeader)?.[1];
  return rule ?? '0';
}

/**
 * Which channel's page a browser gets: the one its viewport showed last (the shell's cookie), else its user
 * agent's or its client hint's word for a phone (an automated browser can send a phone's agent with a
 * desktop's hint).
 */
export function channelOfRequest(headers) {
  const remembered = /(?:^|;\s*)sb-channel=(web|mobile)(?:;|$)/.exec(String(headers.cookie ?? ''))?.[1];
  if (remembered) return remembered;
  const phone =
    headers['sec-ch-ua-mobile'] === '?1' || /Mobi|Android|iPhone|iPad|iPod/i.test(String(headers['user-agent'] ?? ''));
  return phone ? 'mobile' : 'web';
}

/**
 * The server builds of releases by URL: fetched (revalidated by ETag), and each distinct build loaded once,
 * from a file named by its content's hash, so a release's code runs exactly as it was published.
 */
export function createServerBuilds(dir = path.join(tmpdir(), 'sportsbook-server-builds')) {
  const known = new Map();
  const load = async (url) => {
    const held = known.get(url);
    if (held && Date.now() - held.at < RECHECK_MS) return held.build;
    const response = await fetch(url, {
      headers: held?.etag ? { 'if-none-match': held.etag } : {},
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (response.status === 304 && held) {
      known.set(url, { ...held, at: Date.now() });
      return held.build;
    }
    // A release without a server build (or one that cannot be read) is rendered by the browser alone.
    if (!response.ok) {
      known.set(url, { at: Date.now(), build: undefined });
      return undefined;
    }
    const code = await response.text();
    const file = path.join(dir, `${createHash('sha256').update(code).digest('hex').slice(0, 32)}.cjs`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, code);
    const build = createRequire(file)(file);
    known.set(url, { at: Date.now(), etag: response.headers.get('etag'), build });
    return build;
  };
  return {
    /** The server build of the release whose files are served from `publicPath` (read through `reach`), if any. */
    async of(publicPath, reach = (url) => url) {
      try {
        return await load(reach(new URL(SERVER_BUILD, publicPath).toString()));
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * Renders the page's first view with the release's server build: its markup in the events' region, the
 * styles it uses, and the answers it read (for the hydration). Undefined when the release has no server
 * build, does not draw this page on a server, or fails: the browser then renders it, as without any.
 */
export async function renderFirstView(build, request) {
  if (typeof build?.render !== 'function') return undefined;
  try {
    return await build.render({ ...request, deadline: Date.now() + RENDER_BUDGET_MS });
  } catch (error) {
    console.error(`the ${SERVER_RENDERED_REMOTE} remote's server render failed on ${request.location}:`, error);
    return undefined;
  }
}
