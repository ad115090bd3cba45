/**
 * A text parameter of a request's query, read where the route's schema does not name it (any route's query
 * may carry the client's common parameters, `mc` and `l`): what is not text is as if it were absent.
 */
export function queryText(query: unknown, name: string): string | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const value: unknown = Object.entries(query).find(([key]) => key === name)?.[1];
  return typeof value === 'string' ? value : undefined;
}

/** The channel a request's query names (`mc`): the mobile site's, or the web's. */
export const channelOfQuery = (query: unknown) => (queryText(query, 'mc') === 'mobile' ? 'mobile' : 'web');
