import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createApiClient, type ApiClientOptions, MAX_GET_QUERY_LENGTH, AuthRequiredError } from './createApiClient';

interface Harness {
  sent: InternalAxiosRequestConfig[];
  options: ApiClientOptions;
  calls: { unauthorized: number; navigate: string[]; reload: number };
}

/** A client whose requests are captured instead of sent; `answer` decides each response. */
function harness(
  overrides: Partial<ApiClientOptions> = {},
  answer: (config: InternalAxiosRequestConfig) => { status: number; data?: unknown; responseURL?: string } = () => ({ status: 200 }),
) {
  const sent: InternalAxiosRequestConfig[] = [];
  const calls = { unauthorized: 0, navigate: [] as string[], reload: 0 };
  const options: ApiClientOptions = {
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
    ...overrides,
  };
  const client = createApiClient(options);
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const { status, data, responseURL } = answer(config);
    const response = { data, status, statusText: String(status), headers: {}, config, request: { responseURL: responseURL ?? '' } };
    if (status >= 400) throw new AxiosError(`status ${status}`, String(status), config, response.request, response);
    return response;
  };
  client.defaults.adapter = adapter;
  const h: Harness = { sent, options, calls };
  return { client, ...h };
}

const header = (config: InternalAxiosRequestConfig, name: string) => config.headers.get(name);

describe('API client interceptor rules (spec 1 section 7.1)', () => {
  it('/xapi/ calls get accept-language, l, brand, origin and portal-id', async () => {
    const { client, sent } = harness();
    await client.get('/xapi/rest/currencies');
    expect(header(sent[0], 'Accept-Language')).toBe('de-DE');
    expect(sent[0].params.l).toBe('de-DE');
    expect(header(sent[0], 'brand')).toBe('classic');
    expect(header(sent[0], 'x-origin')).toBe('MOBILE');
    expect(header(sent[0], 'portal-id')).toBe('portal-7');
  });

  it('/abp/ calls follow the same rule, and the language falls back to en-GB', async () => {
    const { client, sent } = harness({ languageTag: () => undefined });
    await client.get('/abp/anything');
    expect(sent[0].params.l).toBe('en-GB');
    expect(header(sent[0], 'Accept-Language')).toBe('en-GB');
  });

  it('skipLanguage and skipBrandHeaders leave those out', async () => {
    const { client, sent } = harness();
    await client.get('/xapi/rest/oddsLadderAndMargins/3', { skipLanguage: true, skipBrandHeaders: true });
    expect(sent[0].params.l).toBeUndefined();
    expect(header(sent[0], 'Accept-Language')).toBeUndefined();
    expect(header(sent[0], 'brand')).toBeUndefined();
  });

  it('/api/ calls get pub, l and mc; next-api events calls get pub and cmsLocale', async () => {
    const { client, sent } = harness({ channel: () => 'mobile' });
    await client.get('/api/tabs');
    expect(sent[0].params).toEqual({ pub: 'pub-3', l: 'de-DE', mc: 'mobile' });
    await client.get('/nextapi/events/featured');
    expect(sent[1].params).toMatchObject({ pub: 'pub-3', cmsLocale: 'de-DE' });
  });

  it.each([
    ['/xapi/rest/sports/tree', 'HK'],
    ['/xapi/rest/betslips/selections', 'HK'],
    ['/xapi/rest/accounts/5/info', 'HK'],
    ['/xapi/bet/account/5/openbets', 'HK'],
    ['/xapi/rest/currencies', undefined],
  ])('price-format on %s is %s', async (url, expected) => {
    const { client, sent } = harness();
    await client.get(url);
    expect(header(sent[0], 'price-format') ?? undefined).toBe(expected);
  });

  it('sends no price format while the odds type is not selected', async () => {
    const { client, sent } = harness({ oddsType: () => 'not_selected' });
    await client.get('/xapi/rest/betslips/selections');
    expect(header(sent[0], 'price-format')).toBeUndefined();
  });

  it('adds a uuid to bet placement, keeping one the caller gave', async () => {
    const { client, sent } = harness();
    await client.post('/xapi/rest/accounts/42/betslips', {});
    await client.post('/xapi/rest/accounts/42/betslips', {}, { params: { uuid: 'mine' } });
    await client.post('/xapi/rest/betslips/selections', {});
    expect(sent[0].params.uuid).toBe('uuid-1');
    expect(sent[1].params.uuid).toBe('mine');
    expect(sent[2].params.uuid).toBeUndefined();
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
    const query = client.getUri({ url: '/x', params: sent[0].params, paramsSerializer: sent[0].paramsSerializer });
    expect(query).toContain('marketTypeIds=1%2C350%2C605');
  });

  it.each([401, 403])('logs out on %i from /api/ or /xapi/ while logged in', async (status) => {
    const { client, calls } = harness({}, () => ({ status }));
    await expect(client.get('/xapi/rest/accounts/1/info')).rejects.toBeInstanceOf(AxiosError);
    await expect(client.get('/api/session')).rejects.toBeInstanceOf(AxiosError);
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

    const followed = harness({}, () => ({ status: 200, responseURL: 'http://site/de/maintenance' }));
    await followed.client.get('/api/tabs');
    expect(followed.calls.navigate).toEqual(['/de/maintenance']);
  });

  it('reloads the page when a response redirects to blocked', async () => {
    const { client, calls } = harness({}, () => ({ status: 403, data: { redirect: '/blocked' } }));
    await expect(client.get('/xapi/rest/currencies')).rejects.toBeTruthy();
    expect(calls.reload).toBe(1);
  });

  it('turns an events query longer than 2000 characters into POST ?hash= with the parameters as body', async () => {
    const { client, sent } = harness();
    const eventIds = Array.from({ length: 400 }, (_, i) => 100000 + i);
    await client.get('/xapi/rest/events', { params: { eventIds } });
    expect(sent[0].method).toBe('post');
    expect(sent[0].params).toEqual({ hash: expect.stringMatching(/^[0-9a-f]{8}$/) });
    expect(JSON.parse(sent[0].data as string).eventIds).toHaveLength(400);

    await client.get('/xapi/rest/events', { params: { eventIds: eventIds.slice(0, 5) } });
    expect(sent[1].method).toBe('get');
    expect(MAX_GET_QUERY_LENGTH).toBe(2000);
  });
});
