// The shell's HTML with what its first render needs inline, so the page boots in one round trip after the
// HTML: the brand's settings, its languages, the page's texts (the shell's and the first view's remotes',
// each from its own release, and the brand's overrides), the remote registry and the remotes'
// manifests, plus preload hints for the first view's remote entries and exposed chunks. Everything is read
// at request time (the registry from its file, the rest from the platform and the remotes' own origins):
// releasing a remote is still one changed registry URL, never a rebuild of the shell.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  channelOfRequest,
  createServerBuilds,
  renderFirstView,
  SERVER_RENDERED_REMOTE,
  timeZoneOfRequest,
} from './serverRender.mjs';

/** Remotes on screen on nearly every page and viewport: their code is hinted for preload. */
export const FIRST_VIEW_REMOTES = ['header', 'menu', 'events', 'betslip'];
/**
 * A phone shows the betslip only once the slip holds a selection, and loads it then: its code is hinted for a
 * desktop's width alone (the shell's DESKTOP_MIN_WIDTH), which the browser checks before it fetches anything.
 */
const PRELOAD_MEDIA = { betslip: '(min-width: 1024px)' };
/** Manifests are shared between page loads this long: a release changes the registry URL, not a manifest. */
const TTL_MS = 2000;
/** What an upstream may take before the page goes out without it (the browser then fetches it itself). */
const FETCH_TIMEOUT_MS = 800;
const FALLBACK_LOCALE = 'en';
const BRAND_PATTERN = /^[a-z0-9-]{1,40}$/;

/** The brand a page request runs as: `?brand=`, then the cookie the shell writes, then the default. */
export function brandOfRequest(url, cookieHeader = '') {
  const asked = new URL(url, 'http://shell').searchParams.get('brand');
  if (asked && BRAND_PATTERN.test(asked)) return asked;
  const cookie = /(?:^|;\s*)sb-brand=([^;]+)/.exec(cookieHeader)?.[1];
  return cookie && BRAND_PATTERN.test(cookie) ? cookie : 'classic';
}

/** The locale a page request names in its first path segment, if it names one. */
export function localeOfRequest(url) {
  const first = new URL(url, 'http://shell').pathname.split('/')[1] ?? '';
  return /^[a-z]{2}$/.test(first) ? first : undefined;
}

/** The brand's set of translation overrides a page asks for (spec 1 section 2: the translationsId parameter). */
export function translationsIdOfRequest(url) {
  const asked = new URL(url, 'http://shell').searchParams.get('translationsId');
  return asked && /^[A-Za-z0-9_-]{1,64}$/.test(asked) ? asked : undefined;
}

/** JSON that can stand inside a <script> element: no "</script>" or "<!--" can end or bend it. */
export function scriptSafeJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Where a manifest's files are served from: its publicPath, or (for 'auto') the folder of the manifest. */
function publicPathOf(manifest, manifestUrl) {
  const declared = manifest?.metaData?.publicPath;
  return declared && declared !== 'auto' ? declared : new URL('./', manifestUrl).toString();
}

/**
 * The remote entry and the chunks of its lifecycles, the module the shell mounts: what its first mount
 * fetches. A remote's other exposed modules (the events remote's live-stream widget of a desktop column)
 * load when a column asks for them, so a phone's first view never carries them.
 */
export function firstViewAssets(manifest, manifestUrl) {
  const base = publicPathOf(manifest, manifestUrl);
  const entry = manifest?.metaData?.remoteEntry;
  const files = entry ? [path.posix.join(entry.path ?? '', entry.name)] : [];
  for (const exposed of manifest?.exposes ?? [])
    if (exposed.name === 'lifecycles') files.push(...(exposed.assets?.js?.sync ?? []));
  return files.map((file) => new URL(file, base).toString());
}

const escapeText = (value) => String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page with its first view's markup from the server: the events' region in the centre where the
 * placeholders were (the shell adopts it as that remote's region), and the styles it uses in the head.
 */
export function withFirstView(page, { html, styles }) {
  return page
    .replace('</head>', `${styles}</head>`)
    .replace(
      /(<main data-area="centre">)[\s\S]*?(<\/main>)/,
      (_, open, close) => `${open}<section data-region="${SERVER_RENDERED_REMOTE}" aria-label="Events">${html}</section>${close}`,
    );
}

/**
 * The tags that go before </head>: preconnects, preloads and the boot data. A preload with a `media` query is
 * fetched only where it matches; its origin is still preconnected, a connection ready for the later load.
 */
export function bootTags(boot, preloads) {
  const origins = [...new Set(preloads.map(({ href }) => new URL(href).origin))];
  return [
    ...origins.map((origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}">`),
    // No crossorigin attribute: the federation runtime and webpack load these as plain script elements,
    // and a preload only serves a request of the same mode. Low priority: the page paints from the HTML (the
    // server drew the first view), so the code comes after what the paint needs, not before it.
    ...preloads.map(
      ({ href, media }) =>
        `<link rel="preload" as="script" fetchpriority="low" href="${escapeAttribute(href)}"${media ? ` media="${escapeAttribute(media)}"` : ''}>`,
    ),
    `<script id="sb-boot" type="application/json">${scriptSafeJson(boot)}</script>`,
  ].join('');
}

/** A brand colour as a CSS variable: names and values that could end the rule or the element are left out. */
const SAFE_NAME = /^[a-z0-9-]+$/;
const SAFE_VALUE = /^[#(),.%\w\s-]+$/;

/**
 * The brand's part of the skeleton the HTML paints before any script runs: its colours for both modes (the
 * shell sets the same variables once it runs) and its logo text, the second part of 'CLASSIC·BET' in the
 * accent colour as the header draws it.
 */
export function brandSkeleton(template, theme) {
  if (!theme || typeof theme !== 'object') return template;
  const rules = ['dark', 'light'].map((mode) => {
    const colours = Object.entries(theme[mode] ?? {}).filter(
      ([name, value]) => SAFE_NAME.test(name) && typeof value === 'string' && SAFE_VALUE.test(value),
    );
    return `:root[data-theme='${mode}']{${colours.map(([name, value]) => `--sb-${name}:${value}`).join(';')}}`;
  });
  const [first, ...rest] = String(theme.logoText ?? '').split('·');
  const logo = escapeText(first) + (rest.length ? `<span>·${escapeText(rest.join('·'))}</span>` : '');
  return template
    .replace('</head>', `<style>${rules.join('')}</style></head>`)
    .replace(/(<span class="sb-skeleton-logo" data-sb-logo[^>]*>)/, `$1${logo}`);
}

async function fetchJson(url, headers = {}) {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * `reach` turns a remote's public URL into the one this server reads it at (see upstreams.mjs).
 * @param {{ dir: string, apiOrigin: string, remotesFile: string, reach?: (url: string) => string }} options
 * @returns {(request: { url: string, headers: Record<string, string | string[] | undefined> }) => Promise<string>}
 */
export function createBootDocument({ dir, apiOrigin, remotesFile, reach = (url) => url }) {
  const cache = new Map();
  const serverBuilds = createServerBuilds();
  /** A failed read is kept for the TTL too: a remote that is down is not asked again on every page load. */
  const shared = (key, load) => {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
    const value = load().catch(() => undefined);
    cache.set(key, { at: Date.now(), value });
    return value;
  };
  /**
   * The brand's settings and texts are read afresh for every page: an operator's change shows on the next load.
   * A platform too busy to answer in time gets the last answer it gave for the same read instead, so a busy
   * moment does not send the page out without its settings (its header bar unpainted, the browser asking again
   * on a platform already slow). A platform that is down or fails gets nothing: the browser's own read then
   * shows the player the error.
   */
  const lastAnswers = new Map();
  const api = async (pathname, brand) => {
    const key = `${brand} ${pathname}`;
    try {
      const answer = await fetchJson(`${apiOrigin}${pathname}`, { brand });
      lastAnswers.set(key, answer);
      return answer;
    } catch (error) {
      return error?.name === 'TimeoutError' ? lastAnswers.get(key) : undefined;
    }
  };

  /** A first-view remote's texts of one language, from its own release (locales/<lng>.json beside its entry). */
  const remoteTexts = (manifest, manifestUrl, lng) => {
    const url = new URL(`locales/${lng}.json`, publicPathOf(manifest, manifestUrl)).toString();
    return shared(`texts:${url}`, () => fetchJson(reach(url)));
  };
  const shellTexts = (lng) =>
    readFile(path.join(dir, 'locales', `${lng}.json`), 'utf8')
      .then(JSON.parse)
      .catch(() => undefined);

  return async function compose(request) {
    const brand = brandOfRequest(request.url, String(request.headers.cookie ?? ''));
    const locale = localeOfRequest(request.url);
    const locales = [...new Set([locale, FALLBACK_LOCALE].filter(Boolean))];
    const translationsId = translationsIdOfRequest(request.url);
    const overridesQuery = translationsId ? `?translationsId=${encodeURIComponent(translationsId)}` : '';
    const [template, registry, settings, languages, ...overrides] = await Promise.all([
      readFile(path.join(dir, 'index.html'), 'utf8'),
      readFile(remotesFile, 'utf8')
        .then(JSON.parse)
        .catch(() => undefined),
      api('/api/all_cached_settings?cached=true', brand),
      api('/api/languages', brand),
      ...locales.map((one) => api(`/api/translations/${one}${overridesQuery}`, brand)),
    ]);
    const remotes = registry && typeof registry.remotes === 'object' && registry.remotes ? registry.remotes : {};
    const manifests = {};
    const preloads = [];
    /** Texts per locale: the shell's and each first-view remote's, one flat dictionary a locale. */
    const texts = Object.fromEntries(locales.map((one) => [one, []]));
    await Promise.all([
      ...locales.map(async (one) => texts[one].push(await shellTexts(one))),
      ...Object.entries(remotes).map(async ([name, url]) => {
        if (typeof url !== 'string' || !/^https?:/.test(url)) return;
        const manifest = await shared(`manifest:${url}`, () => fetchJson(reach(url)));
        if (!manifest) return;
        manifests[url] = manifest;
        if (!FIRST_VIEW_REMOTES.includes(name)) return;
        preloads.push(...firstViewAssets(manifest, url).map((href) => ({ href, media: PRELOAD_MEDIA[name] })));
        await Promise.all(locales.map(async (one) => texts[one].push(await remoteTexts(manifest, url, one))));
      }),
    ]);
    const boot = {
      brand,
      settings,
      languages,
      translations: Object.fromEntries(locales.map((one) => [one, Object.assign({}, ...texts[one].filter(Boolean))])),
      overrides: Object.fromEntries(locales.flatMap((one, i) => (overrides[i] ? [[one, overrides[i]]] : []))),
      registry,
      manifests,
    };
    let page = brandSkeleton(template, settings?.mobile?.theme);
    const firstView = await renderedFirstView(request, boot, locale);
    if (firstView) {
      boot.serverRendering = firstView.rendering;
      page = withFirstView(page, firstView);
    }
    return page.replace('</head>', `${bootTags(boot, preloads)}</head>`);
  };

  /** The first view from the events release's server build, when the page has what that render reads. */
  async function renderedFirstView(request, boot, locale) {
    const manifestUrl = boot.registry?.remotes?.[SERVER_RENDERED_REMOTE];
    const manifest = boot.manifests[manifestUrl];
    // Another language by ?locale= or another build of the remote by ?remote-override= is the browser's to draw.
    const query = new URL(request.url, 'http://shell').searchParams;
    if (query.has('locale') || query.has('remote-override')) return undefined;
    if (!locale || !manifest || !boot.settings || !boot.languages) return undefined;
    const build = await serverBuilds.of(publicPathOf(manifest, manifestUrl), reach);
    return renderFirstView(build, {
      location: request.url,
      locale,
      brand: boot.brand,
      settings: boot.settings,
      languages: boot.languages,
      channel: channelOfRequest(request.headers),
      texts: Object.fromEntries(
        Object.entries(boot.translations).map(([lng, texts]) => [lng, { ...texts, ...boot.overrides[lng] }]),
      ),
      platformOrigin: apiOrigin,
      timeZone: timeZoneOfRequest(String(request.headers.cookie ?? '')),
    });
  }
}
