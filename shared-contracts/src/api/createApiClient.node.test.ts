import { createApiClient, type ApiClientOptions, MAX_GET_QUERY_LENGTH, AuthRequiredError } from './createApiClient';
import { isApiError, isRequestCancelled, statusOf } from './requestErrors';

interface Answer {
  status: number;
  data?: unknown;
  /** Where the request ended after the redirects fetch followed. */
  finalUrl?: string;
}

/** A request as the fake fetch received it (its body read there: a request's body can be read once). */
interface Sent {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

/** A client whose requests reach a fake fetch instead of the network; `answer` decides each response. */
function harness(overrides: Partial<ApiClientOptions> = {}, answer: (request: Sent) => Answer = () => ({ status: 200 })) {
  const sent: Sent[] = [];
  const calls = { unauthorized: 0, navigate: [] as string[], reload: 0 };
  const fakeFetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    // As fetch does: an aborted request is never sent.
    request.signal.throwIfAborted();
    const received: Sent = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: await request.text(),
    };
    sent.push(received);
    const { status, data, finalUrl } = answer(received);
    const body = data === undefined ? null : JSON.stringify(data);
    const response = new Response(body, { status, headers: { 'content-type': 'application/json' } });
    if (finalUrl) Object.defineProperty(response, 'url', { value: finalUrl });
    return response;
  };
  const options: ApiClientOptions = {
    baseURL: 'http://site',
    channel: () => 'web',
    languageTag: () => 'de-DE',
    locale: () => 'de',
    brand: () => 'classic',
    portalId: () => 'portal-7',
    publicationId: () => 'pub-3',
    oddsType: () => 'hk',
    validToken: () => 'tok',
    isLoggedIn: () => true,
    onUnauthorized: () => calls.unauthorized++,
    navigate: (path) => calls.navigate.push(path),
    reload: () => calls.reload++,
    newUuid: () => 'uuid-1',
    fetch: fakeFetch,
    ...overrides,
  };
  return { client: createApiClient(options), sent, calls };
}

const header = (request: Sent, name: string) => request.headers.get(name);
const params = (request: Sent) => Object.fromEntries(request.url.searchParams);

describe('API client interceptor rules (spec 1 section 7.1)', () => {
  it('/xapi/ calls get accept-language, l, brand, origin and portal-id', async () => {
    const { client, sent } = harness();
    await client.get('/xapi/rest/currencies');
    expect(header(sent[0], 'Accept-Language')).toBe('de-DE');
    expect(params(sent[0]).l).toBe('de-DE');
    expect(header(sent[0], 'brand')).toBe('classic');
    expect(header(sent[0], 'x-origin')).toBe('MOBILE');
    expect(header(sent[0], 'portal-id')).toBe('portal-7');
  });

  it('/abp/ calls follow the same rule, and the language falls back to en-GB', async () => {
    const { client, sent } = harness({ languageTag: () => undefined });
    await client.get('/abp/anything');
    expect(params(sent[0]).l).toBe('en-GB');
    expect(header(sent[0], 'Accept-Language')).toBe('en-GB');
  });

  it('skipLanguage and skipBrandHeaders leave those out', async () => {
    const { client, sent } = harness();
    await client.get('/xapi/rest/oddsLadderAndMargins/3', { skipLanguage: true, skipBrandHeaders: true });
    expect(params(sent[0]).l).toBeUndefined();
    expect(header(sent[0], 'Accept-Language')).toBeNull();
    expect(header(sent[0], 'brand')).toBeNull();
  });

  it('/api/ calls get pub, l and mc; next-api events calls get pub and cmsLocale', async () => {
    const { client, sent } = harness({ channel: () => 'mobile' });
    await client.get('/api/tabs');
    expect(params(sent[0])).toEqual({ pub: 'pub-3', l: 'de-DE', mc: 'mobile' });
    await client.get('/nextapi/events/featured');
    expect(params(sent[1])).toMatchObject({ pub: 'pub-3', cmsLocale: 'de-DE' });
  });

  it.each([
    ['/xapi/rest/sports/tree', 'HK'],
    ['/xapi/rest/betslips/selections', 'HK'],
    ['/xapi/rest/accounts/5/info', 'HK'],
    ['/xapi/bet/account/5/openbets', 'HK'],
    ['/xapi/rest/currencies', null],
  ])('price-format on %s is %s', async (url, expected) => {
    const { client, sent } = harness();
    await client.get(url);
    expect(header(sent[0], 'price-format')).toBe(expected);
  });

  it('sends no price format while the odds type is not selected', async () => {
    const { client, sent } = harness({ oddsType: () => 'not_selected' });
    await client.get('/xapi/rest/betslips/selections');
    expect(header(sent[0], 'price-format')).toBeNull();
  });

  it('adds a uuid to bet placement, keeping one the caller gave', async () => {
    const { client, sent } = harness();
    await client.post('/xapi/rest/accounts/42/betslips', {});
    await client.post('/xapi/rest/accounts/42/betslips', {}, { params: { uuid: 'mine' } });
    await client.post('/xapi/rest/betslips/selections', {});
    expect(params(sent[0]).uuid).toBe('uuid-1');
    expect(params(sent[1]).uuid).toBe('mine');
    expect(params(sent[2]).uuid).toBeUndefined();
  });

  it('adds the bearer token when withAuth, and aborts without a valid token', async () => {
    const withToken = harness();
    await withToken.client.get('/xapi/rest/accounts/42/info', { withAuth: true });
    expect(header(withToken.sent[0], 'Authorization')).toBe('Bearer tok');

    const without = harness({ validToken: () => undefined });
    await expect(without.client.get('/xapi/rest/accounts/42/info', { withAuth: true })).rejects.toBeInstanceOf(AuthRequiredError);
    expect(without.sent).toHaveLength(0);
  });

  it('joins array parameters with commas', async () => {
    const { client, sent } = harness();
    await client.get('/xapi/rest/events', { params: { marketTypeIds: [1, 350, 605] } });
    expect(sent[0].url.search).toContain('marketTypeIds=1%2C350%2C605');
  });

  it("sends the caller's headers and bodies: objects as JSON, strings as they are", async () => {
    const { client, sent } = harness();
    await client.post('/xapi/rest/betslips/selections', { bets: [1] });
    await client.post('/api/chat_token', 'ann', { headers: { 'content-type': 'text/plain' } });
    await client.put('/xapi/rest/betslips/7/status');
    expect(sent.map((r) => r.method)).toEqual(['POST', 'POST', 'PUT']);
    expect(header(sent[0], 'content-type')).toBe('application/json');
    expect(JSON.parse(sent[0].body)).toEqual({ bets: [1] });
    expect(header(sent[1], 'content-type')).toBe('text/plain');
    expect(sent[1].body).toBe('ann');
    expect(sent[2].body).toBe('');
  });

  it('resolves the parsed body, the status and the headers', async () => {
    const { client } = harness({}, () => ({ status: 201, data: { id: 5 } }));
    const answer = await client.get<{ id: number }>('/api/tabs');
    expect(answer.data).toEqual({ id: 5 });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-type')).toBe('application/json');
  });

  it('rejects a failed status with the status and the parsed body, as the error readers expect', async () => {
    const { client } = harness({}, () => ({ status: 409, data: { code: 'RES-1', message: 'no' } }));
    const error: unknown = await client.post('/xapi/rest/betslips/selections', {}).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(statusOf(error)).toBe(409);
    expect(error).toMatchObject({ response: { status: 409, data: { code: 'RES-1', message: 'no' } } });
    expect(isRequestCancelled(error)).toBe(false);
  });

  it('rejects an aborted request as cancelled, with no status', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client } = harness();
    const error: unknown = await client.get('/api/tabs', { signal: controller.signal }).catch((e: unknown) => e);
    expect(isRequestCancelled(error)).toBe(true);
    expect(statusOf(error)).toBeUndefined();
  });

  it('neither retries a failed request nor sends it twice', async () => {
    const { client, sent } = harness({}, () => ({ status: 503 }));
    await expect(client.get('/api/tabs')).rejects.toBeTruthy();
    expect(sent).toHaveLength(1);
  });

  it.each([401, 403])('logs out on %i from /api/ or /xapi/ while logged in', async (status) => {
    const { client, calls } = harness({}, () => ({ status }));
    await expect(client.get('/xapi/rest/accounts/1/info')).rejects.toMatchObject({ response: { status } });
    await expect(client.get('/api/session')).rejects.toMatchObject({ response: { status } });
    expect(calls.unauthorized).toBe(2);
  });

  it('does not log out for the chat token call, for other statuses, or when logged out', async () => {
    const chat = harness({ chatTokenUrl: () => '/api/chat_token' }, () => ({ status: 401 }));
    await expect(chat.client.post('/api/chat_token', 'x')).rejects.toBeTruthy();
    expect(chat.calls.unauthorized).toBe(0);

    const other = harness({}, () => ({ status: 404 }));
    await expect(other.client.get('/api/tabs')).rejects.toBeTruthy();
    expect(other.calls.unauthorized).toBe(0);

    const anonymous = harness({ isLoggedIn: () => false }, () => ({ status: 401 }));
    await expect(anonymous.client.get('/api/tabs')).rejects.toBeTruthy();
    expect(anonymous.calls.unauthorized).toBe(0);
  });

  it('sends the browser to the maintenance page when a response redirects there', async () => {
    const error = harness({}, () => ({ status: 500, data: { redirect: 'maintenance' } }));
    await expect(error.client.get('/api/tabs')).rejects.toBeTruthy();
    expect(error.calls.navigate).toEqual(['/de/maintenance']);

    const followed = harness({}, () => ({ status: 200, finalUrl: 'http://site/de/maintenance' }));
    await followed.client.get('/api/tabs');
    expect(followed.calls.navigate).toEqual(['/de/maintenance']);
  });

  it('reloads the page when a response redirects to blocked', async () => {
    const { client, calls } = harness({}, () => ({ status: 403, data: { redirect: '/blocked' } }));
    await expect(client.get('/xapi/rest/currencies')).rejects.toBeTruthy();
    expect(calls.reload).toBe(1);

    const followed = harness({}, () => ({ status: 403, finalUrl: 'http://site/blocked' }));
    await expect(followed.client.get('/xapi/rest/currencies')).rejects.toBeTruthy();
    expect(followed.calls.reload).toBe(1);
  });

  it('turns an events query longer than 2000 characters into POST ?hash= with the parameters as body', async () => {
    const { client, sent } = harness();
    const eventIds = Array.from({ length: 400 }, (_, i) => 100000 + i);
    await client.get('/xapi/rest/events', { params: { eventIds } });
    expect(sent[0].method).toBe('POST');
    expect(params(sent[0])).toEqual({ hash: expect.stringMatching(/^[0-9a-f]{8}$/) });
    expect((JSON.parse(sent[0].body) as { eventIds: unknown[] }).eventIds).toHaveLength(400);

    await client.get('/xapi/rest/events', { params: { eventIds: eventIds.slice(0, 5) } });
    expect(sent[1].method).toBe('GET');
    expect(MAX_GET_QUERY_LENGTH).toBe(2000);
  });
});
