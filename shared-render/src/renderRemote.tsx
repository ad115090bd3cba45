import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import i18next from 'i18next';
import { dehydrate, type FetchQueryOptions, type Query, type QueryClient } from '@tanstack/react-query';
import {
  createApiClient,
  createEventBus,
  byNamespace,
  type FlatTexts,
  PAGE_I18N_OPTIONS,
  createQueryClient,
  createRemoteRoot,
  pathWithoutLocale,
  CONTRACT_VERSION,
  createShellStores,
  settingsByChannel,
} from '@sportsbook/contracts';
import type {
  ServerRendering,
  RemoteName,
  Channel,
  CachedSettings,
  PlayerSettings,
  Language,
  ShellContext,
} from '@sportsbook/contracts';

/** What the shell's server knows of a page request, and what it read for the page already. */
export interface RenderRequest {
  /** The page's address: path and query, e.g. '/en/homepage?brand=nova'. */
  location: string;
  /** The page's short locale, e.g. 'en'. */
  locale: string;
  brand: string;
  /** The brand's settings of both channels, as the platform answers them. */
  settings: CachedSettings;
  languages: Language[];
  channel: Channel;
  /** The page's texts by language (the page's and the fallback's), flat, the brand's overrides over them. */
  texts: Record<string, FlatTexts>;
  /** Where the platform's API answers the server. */
  platformOrigin: string;
  timeZone: string;
  /** The player's odds format, lists' layout and order (the shell's cookies); the brand's defaults when none. */
  oddsType?: PlayerSettings['oddsType'];
  layout?: PlayerSettings['layout'];
  sortBy?: PlayerSettings['sortBy'];
  /** The moment the render gives up waiting for data and renders what it has. */
  deadline: number;
}

export interface RenderResult {
  /** The region's markup: the remote's root element. */
  html: string;
  /** The styles the markup uses, as style elements for the page's head. */
  styles: string;
  rendering: ServerRendering;
  /**
   * Whether the markup shows everything it asked for: false when the deadline came with answers still on
   * their way (those parts are drawn loading, and the browser asks for them). Older builds leave it out.
   */
  complete?: boolean;
  /** The page's HTTP status (404 where no page answers the path); 200 when the build does not say. */
  status?: number;
}

/**
 * Renders this often at most: each render may ask for data the answers of the last one made known, or draw
 * parts whose code it loaded.
 */
const MAX_RENDERS = 4;

/** Queries a render created that wait for their first answer (and are allowed to ask for it). */
function waiting(queries: Query[]): Query[] {
  return queries.filter((query) => {
    const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
    return query.state.status === 'pending' && (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
  });
}

/** Markup with a part that waited for its code and was drawn as its fallback (the browser would draw it). */
const suspended = (html: string) => html.includes('<!--$!');
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const untilDeadline = (deadline: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())).unref?.());

/**
 * A page's data is known only by drawing it: a list's query is made once the sports tree's answer says which
 * sport the path is, a live list's rows ask for their markets once the list is there. Drawn from scratch, a
 * page takes a render for each step. But the same page is drawn again and again (the shell's server caches it
 * for about a second), and asks for the same data each time: so each render remembers the queries its page
 * made, and the next render of that page asks for all of them at once and draws once with the answers in hand.
 * A remembered list is forgotten after LEARNED_FOR_MS, so a query the page no longer makes is not asked for
 * long; a query it makes anew is still found by drawing again (the loop below).
 */
export const LEARNED_FOR_MS = 30_000;
const LEARNED_PAGES = 500;
const learned = new Map<string, { at: number; queries: FetchQueryOptions[] }>();

/**
 * What a render's queries depend on besides the page's address: the same key, the same queries. A remembered
 * query asks through the API client of the render that made it, so the platform's origin is part of it.
 */
const learnedKey = (request: RenderRequest) =>
  JSON.stringify([
    request.location,
    request.brand,
    request.channel,
    request.locale,
    request.timeZone,
    request.oddsType ?? '',
    request.layout ?? '',
    request.sortBy ?? '',
    request.platformOrigin,
  ]);

/** Keeps what a complete render asked for; the list's age is that of the last render drawn from scratch. */
function remember(key: string, queries: Query[]): void {
  const last = learned.get(key);
  learned.delete(key);
  learned.set(key, {
    at: last && Date.now() - last.at <= LEARNED_FOR_MS ? last.at : Date.now(),
    queries: queries.filter((q) => q.state.status === 'success').map((q) => ({ ...q.options, queryKey: q.queryKey })),
  });
  // The oldest page goes first: a Map iterates in insertion order, and a page is inserted again at each render.
  if (learned.size > LEARNED_PAGES) learned.delete(learned.keys().next().value as string);
}

/** Asks for the queries the page's last render made (their own functions), all at once. */
function askRemembered(key: string, queryClient: QueryClient): Promise<unknown>[] {
  const last = learned.get(key);
  if (!last || Date.now() - last.at > LEARNED_FOR_MS) {
    learned.delete(key);
    return [];
  }
  return last.queries.map((options) =>
    // A paged list's first page, as the page's first draw shows it.
    'getNextPageParam' in options
      ? queryClient.prefetchInfiniteQuery(options as Parameters<QueryClient['prefetchInfiniteQuery']>[0])
      : queryClient.prefetchQuery(options),
  );
}

/**
 * A remote's first view rendered on a server: the remote's own App (the one its browser build mounts) inside
 * the same root, with stores, texts and the API client made for this one request. Rendering runs until
 * the queries it creates have their answers (a query can wait for another's), or the deadline; the answers
 * go into the page with the markup, so the browser's hydration reads what the server read.
 * `renders(path)` says which paths (below the locale) the remote draws on a server at all, `status(path)` the
 * HTTP status of the page it draws there.
 */
export function createRemoteRenderer(
  remote: RemoteName,
  App: ComponentType,
  build: { buildId: string },
  renders: (path: string) => boolean,
  status: (path: string) => number = () => 200,
) {
  const RemoteRoot = createRemoteRoot(remote, App, build.buildId);
  return async function render(request: RenderRequest): Promise<RenderResult | undefined> {
    const allowed = settingsByChannel(request.settings).web.locales;
    const path = pathWithoutLocale(request.location.split('?')[0], allowed);
    if (!renders(path)) return undefined;

    const stores = createShellStores();
    stores.ui.getState().setViewport(request.channel === 'web' ? 1280 : 390);
    stores.globalSettings.getState().setLanguages(request.languages);
    stores.globalSettings.getState().setAll(settingsByChannel(request.settings), request.channel);
    // The stores persist into one memory storage of this process (a server has no localStorage): each render
    // starts from a visitor's settings, whatever a render before it set.
    stores.playerSettings.getState().reset();
    const { oddsType, layout, sortBy } = request;
    stores.playerSettings.getState().update({
      ...(oddsType && { oddsType }),
      ...(layout && { layout }),
      ...(sortBy && { sortBy }),
    });
    const languageTag = request.languages.find((l) => l.locale === request.locale)?.external_locale;
    const api = createApiClient({
      baseURL: request.platformOrigin,
      channel: () => request.channel,
      languageTag: () => languageTag,
      locale: () => request.locale,
      brand: () => request.brand,
      portalId: () => request.brand,
      publicationId: () => request.brand,
      oddsType: () => stores.playerSettings.getState().oddsType,
      validToken: () => undefined,
      isLoggedIn: () => false,
      onUnauthorized: () => undefined,
      navigate: () => undefined,
      reload: () => undefined,
    });
    const resources = Object.fromEntries(Object.entries(request.texts).map(([lng, texts]) => [lng, byNamespace(texts)]));
    const i18n = i18next.createInstance();
    void i18n.init({
      ...PAGE_I18N_OPTIONS,
      lng: request.locale,
      ns: [...new Set(Object.values(resources).flatMap((namespaces) => Object.keys(namespaces)))],
      resources,
      initAsync: false,
    });
    const context: ShellContext = {
      contractVersion: CONTRACT_VERSION,
      remote,
      bus: createEventBus(),
      stores,
      api,
      i18n,
      locale: () => request.locale,
      domElementGetter: () => {
        throw new Error('a render on the server has no region');
      },
      reportError: () => undefined,
    };
    // A read the platform refuses leaves the page to the browser (below): no retry to wait for here.
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const as = { location: request.location, timeZone: request.timeZone };
    const draw = () => {
      // One style cache a render, made for a server (its rules are collected, not written into the markup).
      const cache = createCache({ key: 'css' });
      const emotion = createEmotionServer(cache);
      const html = renderToString(
        <CacheProvider value={cache}>
          <RemoteRoot {...context} renderedAs={as} queryClient={queryClient} />
        </CacheProvider>,
      );
      // The answers this very markup shows, taken before any later answer can land.
      return { html, emotion, queries: dehydrate(queryClient) };
    };

    const key = learnedKey(request);
    const remembered = askRemembered(key, queryClient);
    if (remembered.length) await Promise.race([Promise.allSettled(remembered), untilDeadline(request.deadline)]);
    let drawn = draw();
    for (let pass = 1; pass < MAX_RENDERS; pass++) {
      const asked = waiting(queryClient.getQueryCache().getAll());
      if ((asked.length === 0 && !suspended(drawn.html)) || Date.now() >= request.deadline) break;
      // Code a part loads when first drawn (React.lazy) is in this build already: it is there a turn later.
      await Promise.race([
        Promise.allSettled([...asked.map((query) => query.fetch()), nextTurn()]),
        untilDeadline(request.deadline),
      ]);
      drawn = draw();
    }
    // What is still on its way is the browser's to ask for: the markup shows it loading, as the browser would.
    // A read the platform refused is the browser's to try again: the page goes out without the server's view.
    // The cache goes with the request (its timers would hold every answer for the retention time).
    const queries = queryClient.getQueryCache().getAll();
    const refused = queries.some((query) => query.state.status === 'error');
    const complete = waiting(queries).length === 0 && !suspended(drawn.html);
    if (complete) remember(key, queries);
    await queryClient.cancelQueries();
    queryClient.clear();
    if (refused) return undefined;
    const { css, ids } = drawn.emotion.extractCritical(drawn.html);
    return {
      html: drawn.html,
      complete,
      status: status(path),
      styles: ids.length ? `<style data-emotion="css ${ids.join(' ')}">${css}</style>` : '',
      rendering: {
        remote,
        buildId: build.buildId,
        location: request.location,
        channel: request.channel,
        timeZone: request.timeZone,
        oddsType: stores.playerSettings.getState().oddsType,
        layout: stores.playerSettings.getState().layout,
        sortBy: stores.playerSettings.getState().sortBy,
        queries: drawn.queries,
      },
    };
  };
}
