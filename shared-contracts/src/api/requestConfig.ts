/** The HTTP methods the shell and the remotes call the platform with. */
export type RequestMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a caller may pass with a request: exactly the keys the shell and the remotes use. */
export interface RequestConfig {
  /** Query parameters, serialised by `serializeParams` (arrays joined with commas); an interface such as EventsParams will do. */
  params?: object;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Adds the bearer token; without a valid token the request is refused before it is sent (spec 1 section 6). */
  withAuth?: boolean;
  /** Leaves out the accept-language header and the l parameter. */
  skipLanguage?: boolean;
  /** Leaves out the brand, origin and portal-id headers. */
  skipBrandHeaders?: boolean;
  /** The request outlives the page: a call sent as the page reloads or closes still arrives. */
  keepalive?: boolean;
}

/** One request as a caller makes it. `data` travels as JSON; a string travels as it is. */
export interface ApiRequest extends RequestConfig {
  method: RequestMethod;
  url: string;
  data?: unknown;
}
