import { apiClientOf, type ApiClient } from './apiClient';
import { isApi, isBetslipPlacement, isEventsQuery, isNextApiEvents, isXapi, pathnameOf, wantsPriceFormat } from './paths';
import type { ApiRequest, RequestMethod } from './requestConfig';
import { ApiError } from './requestErrors';
import { queryHash, serializeParams } from './serializeParams';

/** Longest events query sent as GET; longer ones go as POST ?hash=... with a JSON body (spec 2 section 7). */
export const MAX_GET_QUERY_LENGTH = 2000;

export interface ApiClientOptions {
  /** Resolves relative URLs where no page does (tests in Node); the browser resolves them against the page. */
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
  /** The browser's fetch unless given: tests answer the requests with their own. */
  fetch?: typeof fetch;
}

export const DEFAULT_LANGUAGE_TAG = 'en-GB';

export class AuthRequiredError extends Error {
  constructor(url: string) {
    super(`${url} needs a logged-in player`);
    this.name = 'AuthRequiredError';
  }
}

/** A request as it leaves: the caller's, with the rules applied. */
interface Outgoing {
  method: RequestMethod;
  url: string;
  params: Record<string, unknown>;
  headers: Headers;
  data?: unknown;
  signal?: AbortSignal;
  keepalive?: boolean;
}

/**
 * The API client every remote uses: the browser's fetch with the interceptor rules of spec 1 section 7.1.
 * One attempt and no client timeout: a retry would resend bet-slip calls, and a timeout would turn a slow
 * platform into an error the player never gets from it. A failed status is read like any other answer, and
 * failed() makes the error. (No HTTP library: fetch does all this, and the client is on every first view.)
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const newUuid = options.newUuid ?? (() => crypto.randomUUID());

  const client = apiClientOf(async (request) => {
    const out = withRequestRules(request, options, newUuid);
    const response = await send(new Request(urlOf(out, options.baseURL), bodyOf(out)));
    const data = parsed(await response.text());
    if (!response.ok) throw failed(request, response, data, options);
    // fetch follows redirects: the final URL tells whether the platform sent the player elsewhere.
    redirectIfAsked(pathnameOf(response.url), options);
    return { data, status: response.status, headers: response.headers };
  });
  return { ...client, keyOf: (url, config) => requestKeyOf({ ...config, method: 'get', url }, options, newUuid) };
}

/** Where a request goes: its URL (resolved against `baseURL` when given) with its query. */
function urlOf(out: Outgoing, baseURL: string | undefined): string {
  const url = baseURL ? new URL(out.url, baseURL).toString() : new URL(out.url, globalThis.location?.href).toString();
  const query = serializeParams(out.params);
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

/** The request's method, headers and body: a string as it is, anything else as JSON. */
function bodyOf(out: Outgoing): RequestInit {
  const init: RequestInit = {
    method: out.method.toUpperCase(),
    headers: out.headers,
    signal: out.signal,
    keepalive: out.keepalive,
  };
  if (typeof out.data === 'string') init.body = out.data;
  else if (out.data !== undefined) {
    init.body = JSON.stringify(out.data);
    if (!out.headers.has('content-type')) out.headers.set('content-type', 'application/json');
  }
  return init;
}

/** The request as it would leave, as one string: method, URL, query sorted by name, headers, body. */
function requestKeyOf(request: ApiRequest, options: ApiClientOptions, newUuid: () => string): string | undefined {
  let out: Outgoing;
  try {
    out = withRequestRules(request, options, newUuid);
  } catch {
    return undefined;
  }
  const query = serializeParams(Object.fromEntries(Object.entries(out.params).sort(([a], [b]) => a.localeCompare(b))));
  const headers = [...out.headers.entries()].map(([name, value]) => `${name}:${value}`).join('\n');
  return [
    `${out.method.toUpperCase()} ${out.url}?${query}`,
    headers,
    out.data === undefined ? '' : JSON.stringify(out.data),
  ].join('\n');
}

/** Headers and parameters every request gets by its path, the token, and the POST form of long events queries. */
function withRequestRules(request: ApiRequest, options: ApiClientOptions, newUuid: () => string): Outgoing {
  const { url } = request;
  const params: Record<string, unknown> = { ...request.params };
  const headers = new Headers(request.headers);
  const tag = options.languageTag() ?? DEFAULT_LANGUAGE_TAG;

  if (request.withAuth) {
    const token = options.validToken();
    // Thrown here, the request is never sent.
    if (!token) throw new AuthRequiredError(url);
    headers.set('Authorization', `Bearer ${token}`);
  }
  if (isXapi(url)) {
    if (!request.skipLanguage) {
      headers.set('Accept-Language', tag);
      params.l = tag;
    }
    if (!request.skipBrandHeaders) {
      headers.set('brand', options.brand());
      // Origin is a forbidden header name in browsers, so the channel origin travels as x-origin.
      headers.set('x-origin', 'MOBILE');
      headers.set('portal-id', options.portalId());
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
    headers.set('price-format', oddsType.toUpperCase());
  }
  if (isBetslipPlacement(url) && params.uuid === undefined) params.uuid = newUuid();

  const out: Outgoing = {
    method: request.method,
    url,
    params,
    headers,
    data: request.data,
    signal: request.signal,
    keepalive: request.keepalive,
  };
  if (request.method === 'get' && isEventsQuery(url)) {
    const query = serializeParams(params);
    if (url.length + 1 + query.length > MAX_GET_QUERY_LENGTH) {
      return { ...out, method: 'post', data: params, params: { hash: queryHash(query) } };
    }
  }
  return out;
}

/** A failed status: the 401/403 logout rule and the redirect rule, then the error the callers read. */
function failed(request: ApiRequest, response: Response, data: unknown, options: ApiClientOptions): ApiError {
  const { url } = request;
  const { status, headers } = response;
  const chatUrl = options.chatTokenUrl?.();
  const exempt = chatUrl !== undefined && url === chatUrl;
  if ((status === 401 || status === 403) && (isApi(url) || isXapi(url)) && !exempt && options.isLoggedIn()) {
    options.onUnauthorized();
  }
  const body = data as { redirect?: unknown } | undefined;
  const target = typeof body?.redirect === 'string' ? body.redirect : pathnameOf(response.url);
  redirectIfAsked(target, options);
  return new ApiError(request, { status, data, headers });
}

/** The body parsed as JSON whatever its content type, else its text, as the callers have always read it; nothing when empty. */
function parsed(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A response that ends on the maintenance page sends the browser there; one that ends on blocked reloads. */
function redirectIfAsked(target: string, options: ApiClientOptions): void {
  if (/(^|\/)maintenance\/?$/.test(target)) options.navigate(`/${options.locale()}/maintenance`);
  else if (/(^|\/)blocked\/?$/.test(target)) options.reload();
}
