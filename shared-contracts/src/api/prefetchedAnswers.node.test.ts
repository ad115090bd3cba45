import { createFakePlatformClient } from '@sportsbook/testing';
import type { ApiClientOptions } from './createApiClient';
import { createPrefetchedAnswers, getPrefetchedOr, PREFETCHED_MAX_AGE_MS } from './prefetchedAnswers';

/** A client over a fake platform that answers every request with its running number, and counts them. */
function platform(overrides: Partial<ApiClientOptions> = {}, fail: (url: URL, sent: readonly URL[]) => boolean = () => false) {
  return createFakePlatformClient(
    (url, sent) => new Response(JSON.stringify({ answer: sent.length }), { status: fail(url, sent) ? 503 : 200 }),
    overrides,
  );
}

const LIST = '/xapi/rest/events';
const params = { eventPathIds: [10001], live: true, marketTypeIds: [1, 2] };

describe('prefetched answers', () => {
  it('hands an answer over once, to the same request, and the platform is asked once', async () => {
    const { api, sent } = platform();
    const prefetched = createPrefetchedAnswers();
    prefetched.offer(
      api.keyOf!(LIST, { params })!,
      api.get(LIST, { params }).then((a) => a.data),
    );
    expect(await getPrefetchedOr(api, prefetched, LIST, { params })).toEqual({ answer: 1 });
    expect(sent).toHaveLength(1);
    // Taken once: the next poll asks the platform.
    expect(await getPrefetchedOr(api, prefetched, LIST, { params })).toEqual({ answer: 2 });
    expect(sent).toHaveLength(2);
  });

  it('matches a request whatever the order of its parameters, as it leaves the client', () => {
    const { api } = platform();
    const reordered = { marketTypeIds: [1, 2], live: true, eventPathIds: [10001] };
    expect(api.keyOf!(LIST, { params: reordered })).toBe(api.keyOf!(LIST, { params }));
    // The client's own parameter and headers are part of it: the language, brand and price format.
    expect(api.keyOf!(LIST, { params })).toContain('l=en-GB');
    expect(api.keyOf!(LIST, { params })).toContain('price-format:DECIMAL');
    expect(api.keyOf!(LIST, { params })).toContain('brand:classic');
  });

  it.each([
    ['another page of the list', { params: { ...params, page: 2 } }, {}],
    ['another market filter', { params: { ...params, marketTypeIds: [1, 2, 11] } }, {}],
    ['another price format (the player changed it)', { params }, { oddsType: () => 'american' }],
    ['another language', { params }, { languageTag: () => 'de-DE' }],
    ['another brand', { params }, { brand: () => 'savanna' }],
  ] as const)('is not handed to %s: the platform is asked', async (_, config, change) => {
    const early = platform();
    const prefetched = createPrefetchedAnswers();
    prefetched.offer(early.api.keyOf!(LIST, { params })!, Promise.resolve({ answer: 'early' }));
    const later = platform(change);
    expect(await getPrefetchedOr(later.api, prefetched, LIST, config)).toEqual({ answer: 1 });
    expect(later.sent).toHaveLength(1);
  });

  it('asks again when the early request failed', async () => {
    const { api, sent } = platform({}, (_, soFar) => soFar.length === 1);
    const prefetched = createPrefetchedAnswers();
    prefetched.offer(
      api.keyOf!(LIST, { params })!,
      api.get(LIST, { params }).then((a) => a.data),
    );
    expect(await getPrefetchedOr(api, prefetched, LIST, { params })).toEqual({ answer: 2 });
    expect(sent).toHaveLength(2);
  });

  it(`drops an answer older than ${PREFETCHED_MAX_AGE_MS / 1000} s as stale`, () => {
    let now = 1_000;
    const prefetched = createPrefetchedAnswers(PREFETCHED_MAX_AGE_MS, () => now);
    prefetched.offer('a', Promise.resolve(1));
    prefetched.offer('b', Promise.resolve(2));
    now += PREFETCHED_MAX_AGE_MS;
    expect(prefetched.take('a')).toBeDefined();
    now += 1;
    expect(prefetched.take('b')).toBeUndefined();
    expect(prefetched.take('never offered')).toBeUndefined();
  });

  it('has no key for a request that would not be sent (a token is needed and there is none)', () => {
    const { api } = platform();
    expect(api.keyOf!('/xapi/rest/accounts/me', { withAuth: true })).toBeUndefined();
  });
});
