import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import './requestConfig';
import {
  isApi,
  isBetslipPlacement,
  isEventsQuery,
  isNextApiEvents,
  isXapi,
  pathnameOf,
  wantsPriceFormat,
} from './paths';
import { queryHash, serializeParams } from './serializeParams';

/** Longest events query sent as GET; longer ones go as POST ?hash=... with a JSON body (spec 2 section 7). */
export const MAX_GET_QUERY_LENGTH = 2000;

export interface ApiClientOptions {
  baseURL?: string;
  channel: () => 'web' | 'mobile';
  /** Language tag for the l parameter and accept-language, e.g. en-GB. */
  languageTag: () => string | undefined;
  /** Short locale of the route, for the maintenance redirect. */
  locale: () => string;
  brand: () => string;
  portalId: () => string;
  publicationId: () => string;
  /** The odds type, sent uppercase as the price format. */
  oddsType: () => string | undefined;
  /** A token only while it is valid (expiry margin applied by the caller). */
  validToken: () => string | undefined;
  isLoggedIn: () => boolean;
  onUnauthorized: () => void;
  navigate: (path: string) => void;
  reload: () => void;
  /** The chat-token URL is exempt from the 401/403 logout rule. */
  chatTokenUrl?: () => string | undefined;
  newUuid?: () => string;
}

export const DEFAULT_LANGUAGE_TAG = 'en-GB';

export class AuthRequiredError extends Error {
  constructor(url: string) {
    super(`${url} needs a logged-in player`);
    this.name = 'AuthRequiredError';
  }
}

/** The API client every remote uses: one axios instance with the interceptor rules of spec 1 section 7.1. */
export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL,
    paramsSerializer: { serialize: (params) => serializeParams(params) },
  });
  const newUuid = options.newUuid ?? (() => crypto.randomUUID());

  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    const params: Record<string, unknown> = { ...(config.params ?? {}) };
    const tag = options.languageTag() ?? DEFAULT_LANGUAGE_TAG;

    if (config.withAuth) {
      const token = options.validToken();
      // Thrown here, the request is never sent.
      if (!token) throw new AuthRequiredError(url);
      config.headers.set('Authorization', `Bearer ${token}`);
    }
    if (isXapi(url)) {
      if (!config.skipLanguage) {
        config.headers.set('Accept-Language', tag);
        params.l = tag;
      }
      if (!config.skipBrandHeaders) {
        config.headers.set('brand', options.brand());
        // Origin is a forbidden header name in browsers, so the channel origin travels as x-origin.
        config.headers.set('x-origin', 'MOBILE');
        config.headers.set('portal-id', options.portalId());
      }
    } else if (isApi(url)) {
      params.pub = options.publicationId();
      params.l = tag;
      params.mc = options.channel();
    }
    if (isNextApiEvents(url)) {
      params.pub = options.publicationId();
      params.cmsLocale = tag;
    }
    const oddsType = options.oddsType();
    if (oddsType && oddsType !== 'not_selected' && wantsPriceFormat(url)) {
      config.headers.set('price-format', oddsType.toUpperCase());
    }
    if (isBetslipPlacement(url) && params.uuid === undefined) params.uuid = newUuid();
    config.params = params;

    const method = (config.method ?? 'get').toLowerCase();
    if (method === 'get' && isEventsQuery(url)) {
      const query = serializeParams(params);
      if (url.length + 1 + query.length > MAX_GET_QUERY_LENGTH) {
        config.method = 'post';
        config.data = params;
        config.params = { hash: queryHash(query) };
      }
    }
    return config;
  });

  client.interceptors.response.use(
    (response) => {
      redirectIfAsked(pathnameOf(response.request?.responseURL ?? ''), options);
      return response;
    },
    (error: unknown) => {
      if (error instanceof AxiosError && error.response) {
        const url = error.config?.url ?? '';
        const { status } = error.response;
        const chatUrl = options.chatTokenUrl?.();
        const exempt = chatUrl !== undefined && url === chatUrl;
        if ((status === 401 || status === 403) && (isApi(url) || isXapi(url)) && !exempt && options.isLoggedIn()) {
          options.onUnauthorized();
        }
        const body = error.response.data as { redirect?: string } | undefined;
        const target = body?.redirect ?? pathnameOf(error.response.request?.responseURL ?? '');
        redirectIfAsked(target, options);
      }
      return Promise.reject(error);
    },
  );
  return client;
}

/** A response that ends on the maintenance page sends the browser there; one that ends on blocked reloads. */
function redirectIfAsked(target: string, options: ApiClientOptions): void {
  if (/(^|\/)maintenance\/?$/.test(target)) options.navigate(`/${options.locale()}/maintenance`);
  else if (/(^|\/)blocked\/?$/.test(target)) options.reload();
}
