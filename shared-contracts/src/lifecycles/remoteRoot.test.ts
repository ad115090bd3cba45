import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createQueryClient, seedQueries } from './remoteRoot';

/** A server's query cache with one answer per key, each read at the moment given. */
function serverAnswers(readAt: Record<string, number>) {
  const server = new QueryClient();
  for (const [key, at] of Object.entries(readAt)) server.setQueryData([key], { events: [key] }, { updatedAt: at });
  return dehydrate(server);
}

describe("the server's answers seeded into a browser root", () => {
  it.each([
    // [read at, hydrated at, asked again]
    [10_000, 10_500, false],
    [10_000, 12_000, false],
    [10_000, 12_001, true],
    [10_000, 25_000, true],
  ])('an answer read at %i ms and hydrated at %i ms is asked again: %s', (readAt, now, again) => {
    const client = createQueryClient();
    seedQueries(client, serverAnswers({ list: readAt }), now);
    const query = client.getQueryCache().find({ queryKey: ['list'] })!;
    // The answer is there to hydrate the markup with, either way.
    expect(query.state.data).toEqual({ events: ['list'] });
    expect(query.state.isInvalidated).toBe(again);
  });
});
