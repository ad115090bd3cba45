// The shell's HTML with what its first render needs inline, so the page boots in one round trip after the
// HTML: the brand's settings, its languages, the page's texts (the shell's and the first view's remotes',
// each from its own release, and the brand's overrides), the remote registry and the remotes' manifests,
// preload hints for the first view's remote entries and exposed chunks, and the events' first view drawn by
// that release's own server build. Everything is read when the page is composed (the registry from its
// file, the rest from the platform and the remotes' own origins): releasing a remote is still one changed
// registry URL, never a rebuild of the shell.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CachedSettings, FlatTexts, Language, RemoteName, Settings, SiteEnvironment } from '@sportsbook/contracts';
import type { RenderResult } from '@sportsbook/server-render';
import type { BootData } from '../../src/startup/bootData';
import {
  bootTags,
  brandSkeleton,
  firstViewAssets,
  publicPathOf,
  withFirstView,
  withLanguage,
  type BrandTheme,
  type Manifest,
  type Preload,
} from './pageMarkup';
import { pageAskOf, type PageAsk, type PageRequest } from './pageRequest';
import { contentSecurityPolicy, inlineScriptsOf } from './contentSecurityPolicy';
import { createServerBuilds, SERVER_BUILD } from '../render/serverBuilds';
import { admitRelease, type Admission, type ReleaseSection } from '../../src/remotes/releaseGate';
import type { RenderPool } from '../render/renderPool';
import { frameOriginsOf } from '../siteEnvironment';

export type FirstView = 'drawn' | 'partial' | 'browser';

/** The remote whose page the server draws. */
export const SERVER_RENDERED_REMOTE: RemoteName = 'events';
/** Remotes on screen on nearly every page and viewport: their code is hinted for preload. */
export const FIRST_VIEW_REMOTES: RemoteName[] = ['header', 'menu', 'events', 'betslip'];
/**
 * A phone shows the betslip only once the slip holds a selection, and loads it then: its code is hinted for a
 * desktop's width alone (the shell's DESKTOP_MIN_WIDTH), which the browser checks before it fetches anything.
 */
const PRELOAD_MEDIA: Partial<Record<RemoteName, string>> = { betslip: '(min-width: 1024px)' };
/** Manifests and texts are shared between compositions this long: a release changes the registry URL, not a manifest. */
const TTL_MS = 2000;
/** What an upstream may take before the page goes out without it (the browser then fetches it itself). */
const FETCH_TIMEOUT_MS = 800;
const FALLBACK_LOCALE = 'en';

/** A composed page: how much of its first view was drawn on the server, and whether the platform answered at all. */
export interface ComposedPage {
  html: string;
  /**
   * 'drawn': the first view with its data; 'partial': drawn, some of it loading (its data did not come within
   * the render's budget); 'browser': left to the browser.
   */
  firstView: FirstView;
  /** The brand's settings could not be read: the platform is down (a slow one gets its last answer). */
  platformDown: boolean;
  /** The HTTP status the first view's page asked for (404 where no page answers the path). */
  status: number;
  /** The page's Content-Security-Policy: its registry's and its brand's (contentSecurityPolicy.ts). */
  contentSecurityPolicy: string;
}

/** What the server draws and hints of a remote: the build the page loads (releaseGate.ts) and its hashes. */
type Admitted = Extract<Admission, { kind: 'admit' }>;

export interface ComposerOptions {
  /** The shell's build (index.html, its locales). */
  dir: string;
  apiOrigin: string;
  /** The registry: remote name to manifest URL. */
  remotesFile: string;
  /** Turns a remote's public URL into the one this server reads it at (see upstreams.ts). */
  reach?: (url: string) => string;
  renderPool: RenderPool;
  /** Told of a release's file the server refused to run (see serverBuilds.ts). */
  refused?: (remote: RemoteName, url: string, reason: string) => void;
  /** The deployment's features (siteEnvironment.ts), in every page. */
  environment?: SiteEnvironment;
}

interface Registry {
  remotes?: Record<string, unknown>;
  overrideOrigins?: unknown;
}

async function fetchJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const ask = () => fetch(url, { headers, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  // A connection the upstream closed meanwhile (it restarted) fails at once: asked again on a new one, so a
  // restart does not read as the platform being down.
  const response = await ask().catch((error: Error) => (error.name === 'TypeError' ? ask() : Promise.reject(error)));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

const readJson = <T>(file: string): Promise<T | undefined> =>
  readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as T)
    .catch(() => undefined);

export function createPageComposer({
  dir,
  apiOrigin,
  remotesFile,
  reach = (url) => url,
  renderPool,
  refused = () => undefined,
  environment = {},
}: ComposerOptions) {
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();
  const serverBuilds = createServerBuilds({ refused: (url, reason) => refused(SERVER_RENDERED_REMOTE, url, reason) });
  /** The federation version the shell's browser build runs, which the remotes' light builds need (releaseGate.ts). */
  const pageVersion = readJson<{ release?: ReleaseSection }>(path.join(dir, 'mf-manifest.json')).then((manifest) => {
    const version = manifest?.release?.federation?.version;
    return typeof version === 'string' ? version : undefined;
  });
  /** A failed read is kept for the TTL too: a remote that is down is not asked again on every composition. */
  const shared = <T>(key: string, load: () => Promise<T>): Promise<T | undefined> => {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T | undefined>;
    const value = load().catch(() => undefined);
    cache.set(key, { at: Date.now(), value });
    return value;
  };
  /**
   * The brand's settings and texts are read afresh for every composition: an operator's change shows on the
   * next one. A platform too busy to answer in time gets the last answer it gave for the same read instead, so
   * a busy moment does not send the page out without its settings (its header bar unpainted, the browser
   * asking again on a platform already slow). A platform that is down or fails gets nothing: the browser's
   * own read then shows the player the error.
   */
  const lastAnswers = new Map<string, unknown>();
  const api = async <T>(pathname: string, brand: string): Promise<T | undefined> => {
    const key = `${brand} ${pathname}`;
    try {
      const answer = await fetchJson<T>(`${apiOrigin}${pathname}`, { brand });
      lastAnswers.set(key, answer);
      return answer;
    } catch (error) {
      return (error as Error)?.name === 'TimeoutError' ? (lastAnswers.get(key) as T | undefined) : undefined;
    }
  };

  const manifestAt = (url: string) => shared(`manifest:${url}`, () => fetchJson<Manifest>(reach(url)));
  /**
   * The build of the release at `url` the page will load, as the browser's gate decides it: the server inlines
   * and hints that one. A release the gate refuses is left to the browser, which refuses it and reports it.
   */
  const admitted = async (url: string): Promise<Admitted | undefined> => {
    const version = await pageVersion;
    let decision = admitRelease(await manifestAt(url), url, version);
    if (decision.kind === 'standalone') decision = admitRelease(await manifestAt(decision.url), decision.url, version);
    return decision.kind === 'admit' ? decision : undefined;
  };

  /** A first-view remote's texts of one language, from its own release (locales/<lng>.json beside its entry). */
  const remoteTexts = (manifest: Manifest, manifestUrl: string, lng: string) => {
    const url = new URL(`locales/${lng}.json`, publicPathOf(manifest, manifestUrl)).toString();
    return shared(`texts:${url}`, () => fetchJson<FlatTexts>(reach(url)));
  };
  const shellTexts = (lng: string) => readJson<FlatTexts>(path.join(dir, 'locales', `${lng}.json`));

  /**
   * The verified server build of the events release the page runs, if it has one. None under
   * ?remote-override=: the browser runs another build of the remote than the registry's.
   */
  async function eventsServerBuild(request: PageRequest, boot: BootData): Promise<string | undefined> {
    const manifestUrl = (boot.registry as Registry | undefined)?.remotes?.[SERVER_RENDERED_REMOTE];
    if (typeof manifestUrl !== 'string' || !boot.manifests[manifestUrl]) return undefined;
    if (new URL(request.url, 'http://shell').searchParams.has('remote-override')) return undefined;
    // The server build sits beside the release's light build, whose manifest the registry names and which
    // gives its hash, whichever build the browser loads.
    const release = (await manifestAt(manifestUrl)) as { release?: ReleaseSection } | undefined;
    const integrity = (release?.release?.integrity as Record<string, unknown> | undefined)?.[SERVER_BUILD];
    return serverBuilds.fileOf(
      new URL('./', manifestUrl).toString(),
      typeof integrity === 'string' ? integrity : undefined,
      reach,
    );
  }

  /** The first view drawn by the events release's server build, when the page has what that render reads. */
  function drawnFirstView(file: string, request: PageRequest, ask: PageAsk, boot: BootData) {
    const { locale } = ask;
    // Another language by ?locale= is the browser's to draw.
    if (new URL(request.url, 'http://shell').searchParams.has('locale')) return undefined;
    if (!locale || !boot.settings || !boot.languages) return undefined;
    return renderPool.render(file, {
      location: request.url,
      locale,
      brand: boot.brand,
      settings: boot.settings,
      languages: boot.languages,
      channel: ask.channel,
      texts: Object.fromEntries(
        Object.entries(boot.translations).map(([lng, texts]) => [lng, { ...texts, ...boot.overrides[lng] }]),
      ),
      platformOrigin: apiOrigin,
      timeZone: ask.timeZone,
      ...ask.drawn,
    });
  }

  return async function compose(request: PageRequest): Promise<ComposedPage> {
    const ask = pageAskOf(request);
    const { brand, locale, translationsId } = ask;
    const locales = [...new Set([locale, FALLBACK_LOCALE].filter((one): one is string => Boolean(one)))];
    const overridesQuery = translationsId ? `?translationsId=${encodeURIComponent(translationsId)}` : '';
    const [template, registry, settings, languages, ...overrides] = await Promise.all([
      readFile(path.join(dir, 'index.html'), 'utf8'),
      readJson<Registry>(remotesFile),
      api<CachedSettings>('/api/all_cached_settings?cached=true', brand),
      api<Language[]>('/api/languages', brand),
      ...locales.map((one) => api<FlatTexts>(`/api/translations/${one}${overridesQuery}`, brand)),
    ]);
    const remotes = registry && typeof registry.remotes === 'object' && registry.remotes ? registry.remotes : {};
    const manifests: Record<string, Manifest> = {};
    const preloads: Preload[] = [];
    /** Texts per locale: the shell's and each first-view remote's, one flat dictionary a locale. */
    const texts = Object.fromEntries(locales.map((one) => [one, [] as (FlatTexts | undefined)[]]));
    await Promise.all([
      ...locales.map(async (one) => texts[one].push(await shellTexts(one))),
      ...Object.entries(remotes).map(async ([name, url]) => {
        if (typeof url !== 'string' || !/^https?:/.test(url)) return;
        const release = await admitted(url);
        if (!release) return;
        const manifest = release.manifest as Manifest;
        manifests[url] = manifest;
        const remote = name as RemoteName;
        if (!FIRST_VIEW_REMOTES.includes(remote)) return;
        preloads.push(
          ...firstViewAssets(manifest, url).map((href) => ({
            href,
            media: PRELOAD_MEDIA[remote],
            integrity: release.integrity[href],
          })),
        );
        await Promise.all(locales.map(async (one) => texts[one].push(await remoteTexts(manifest, url, one))));
      }),
    ]);
    const boot: BootData = {
      brand,
      settings,
      languages,
      translations: Object.fromEntries(locales.map((one) => [one, Object.assign({}, ...texts[one].filter(Boolean))])),
      overrides: Object.fromEntries(locales.flatMap((one, i) => (overrides[i] ? [[one, overrides[i]!]] : []))),
      registry,
      manifests,
      environment,
    };
    let page = withLanguage(template, locale);
    page = brandSkeleton(page, (settings as { mobile?: { theme?: BrandTheme } } | undefined)?.mobile?.theme);
    const serverBuild = await eventsServerBuild(request, boot);
    const firstView: RenderResult | undefined = serverBuild ? await drawnFirstView(serverBuild, request, ask, boot) : undefined;
    if (firstView) {
      boot.serverRendering = firstView.rendering;
      page = withFirstView(page, SERVER_RENDERED_REMOTE, firstView);
    } else if (serverBuild && boot.settings) {
      // Not drawn here: the browser starts the release's first requests with its boot.
      boot.firstViewPlan = await renderPool.plan(serverBuild, {
        location: request.url,
        settings: boot.settings,
        channel: ask.channel,
      });
    }
    const channels = Object.values((settings ?? {}) as Record<string, Partial<Settings> | undefined>);
    return {
      html: page.replace('</head>', `${bootTags(boot, preloads)}</head>`),
      contentSecurityPolicy: contentSecurityPolicy({
        remotes: Object.values(remotes).filter((url): url is string => typeof url === 'string'),
        overrideOrigins: Array.isArray(registry?.overrideOrigins) ? registry.overrideOrigins : [],
        inlineScripts: inlineScriptsOf(template),
        parentOrigins: channels.flatMap((one) =>
          Array.isArray(one?.embedded_parent_origins) ? one.embedded_parent_origins : [],
        ),
        operatorScript: channels.some((one) => one?.clem_external_header_enabled === true),
        frameOrigins: frameOriginsOf(environment),
      }),
      firstView: !firstView ? 'browser' : firstView.complete === false ? 'partial' : 'drawn',
      platformDown: settings === undefined,
      status: firstView?.status ?? 200,
    };
  };
}
