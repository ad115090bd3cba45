import type { ApiClient } from './apiClient';
import type { RequestConfig } from './requestConfig';

/**
 * Answers fetched before the remote that asked for them has loaded: the shell starts the first view's data
 * request with the boot, while the remote's code is still on its way, and the remote takes the answer in
 * its query function instead of asking again. Keyed by the request as it leaves the API client
 * (`ApiClient.keyOf`: method, URL, query and headers), so an answer is only ever used for the very request
 * it answers; each answer is taken once, and one older than `maxAgeMs` is dropped as stale.
 */
export interface PrefetchedAnswers {
  /** Keeps an answer on its way for the request `key`; a later offer for the same key replaces it. */
  offer(key: string, answer: Promise<unknown>): void;
  /** The answer for `key`, once: undefined when none was offered, it was taken, or it is stale. */
  take<T>(key: string): Promise<T> | undefined;
}

/** Lists poll every 15 s (spec 2 section 7): an answer older than this is not the first view's any more. */
export const PREFETCHED_MAX_AGE_MS = 10_000;

export function createPrefetchedAnswers(maxAgeMs = PREFETCHED_MAX_AGE_MS, now: () => number = Date.now): PrefetchedAnswers {
  const answers = new Map<string, { answer: Promise<unknown>; at: number }>();
  return {
    offer(key, answer) {
      // A failure is the taker's to handle (it asks again); untaken, it must not surface as unhandled.
      answer.catch(() => undefined);
      answers.set(key, { answer, at: now() });
    },
    take<T>(key: string) {
      const offered = answers.get(key);
      answers.delete(key);
      if (!offered || now() - offered.at > maxAgeMs) return undefined;
      return offered.answer as Promise<T>;
    },
  };
}

/**
 * A GET through the API client that first takes a prefetched answer for the same request, and asks the
 * platform when there is none or it failed.
 */
export async function getPrefetchedOr<T>(
  api: Pick<ApiClient, 'get' | 'keyOf'>,
  prefetched: PrefetchedAnswers | undefined,
  url: string,
  config: Pick<RequestConfig, 'params' | 'signal'> = {},
): Promise<T> {
  const key = prefetched && api.keyOf?.(url, { params: config.params });
  const early = key ? prefetched?.take<T>(key) : undefined;
  if (early) {
    try {
      return await early;
    } catch {
      // The early request failed (or was cut short): the remote's own request is the answer.
    }
  }
  return (await api.get<T>(url, config)).data;
}
