import { createApiClient, type ApiClientOptions } from '@sportsbook/contracts';

/**
 * The API client every remote and the shell use, over a fake platform: each request is kept (as the URL that
 * left the client) and answered by `answer`, which sees the requests so far. Node tests only: the client sends
 * through fetch's Request and Response.
 */
export function createFakePlatformClient(
  answer: (url: URL, sent: readonly URL[]) => Response,
  overrides: Partial<ApiClientOptions> = {},
) {
  const sent: URL[] = [];
  const api = createApiClient({
    baseURL: 'http://site',
    channel: () => 'mobile',
    languageTag: () => 'en-GB',
    locale: () => 'en',
    brand: () => 'classic',
    portalId: () => 'classic',
    publicationId: () => 'classic',
    oddsType: () => 'decimal',
    validToken: () => undefined,
    isLoggedIn: () => false,
    onUnauthorized: () => undefined,
    navigate: () => undefined,
    reload: () => undefined,
    fetch: async (input: RequestInfo | URL) => {
      const url = new URL((input as Request).url);
      sent.push(url);
      return answer(url, sent);
    },
    ...overrides,
  });
  return { api, sent };
}
