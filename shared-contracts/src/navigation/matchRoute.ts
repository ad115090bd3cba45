/** A route's parameters by name: `/sports/:sport` on `/sports/football` gives `{ sport: 'football' }`. */
export type RouteParams = Record<string, string>;

export type RouteTable<T> = readonly (readonly [pattern: string, value: T])[];

/**
 * The first route of `routes` whose pattern matches `path` segment by segment (`:name` matches any one
 * segment, decoded; a last `*` matches whatever follows, nothing included, as `params['*']`), with its
 * parameters; null when none does. Routes are tried in order, so a table lists
 * a fixed path (`/sports/fixtures`) before the pattern it would also match (`/sports/:sport`). A trailing
 * slash is ignored. Remotes route with this over the shell's path rather than each carrying a router.
 */
export function matchRoute<T>(routes: RouteTable<T>, path: string): { value: T; params: RouteParams } | null {
  const segments = path.split('/').filter(Boolean);
  for (const [pattern, value] of routes) {
    const parts = pattern.split('/').filter(Boolean);
    const splat = parts[parts.length - 1] === '*';
    if (splat) parts.pop();
    if (splat ? segments.length < parts.length : parts.length !== segments.length) continue;
    const params: RouteParams = splat ? { '*': segments.slice(parts.length).map(safeDecode).join('/') } : {};
    const matches = parts.every((part, i) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = safeDecode(segments[i]);
        return true;
      }
      return part === segments[i];
    });
    if (matches) return { value, params };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
