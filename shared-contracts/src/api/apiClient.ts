import type { ApiRequest, RequestConfig, RequestMethod } from './requestConfig';

/** The platform's answer: `data` is the parsed JSON body (its text when it is not JSON). */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/**
 * The API client the shell hands every remote (`ShellContext.api`). A failed status rejects with an
 * `ApiError`, an aborted request with an error `isRequestCancelled` recognises.
 */
export interface ApiClient {
  request<T = unknown>(request: ApiRequest): Promise<ApiResponse<T>>;
  get<T = unknown>(url: string, config?: RequestConfig): Promise<ApiResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<ApiResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<ApiResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<ApiResponse<T>>;
  /**
   * The GET request `url` with `config` as it would leave, rules applied (method, URL, sorted query,
   * headers), as one string: two calls give the same key only for the same request. Undefined when the
   * request would not be sent (a call that needs a token without one). Clients for tests may leave it out.
   */
  keyOf?(url: string, config?: RequestConfig): string | undefined;
}

/** The method shortcuts over one send function, so the real client and the test fake cannot drift apart. */
export function apiClientOf(send: (request: ApiRequest) => Promise<ApiResponse<unknown>>): ApiClient {
  const request = <T>(r: ApiRequest) => send(r) as Promise<ApiResponse<T>>;
  const withBody =
    (method: RequestMethod) =>
    <T>(url: string, data?: unknown, config?: RequestConfig) =>
      request<T>({ ...config, method, url, data });
  return {
    request,
    get: <T>(url: string, config?: RequestConfig) => request<T>({ ...config, method: 'get', url }),
    post: withBody('post'),
    put: withBody('put'),
    patch: withBody('patch'),
  };
}
