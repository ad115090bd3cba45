// Where the shell's server reaches the remotes. The registry names each release's public address (what
// browsers load: a CDN, a published port); inside a deployment the server reaches the same files at another
// address (a service name). `REMOTE_UPSTREAMS="http://localhost:3001=http://header,..."` maps one origin to
// the other for the server's own reads (manifests, texts, server builds); browsers keep the public one.

/** The map of public origins to the origins the server reads them from; entries that are not two URLs are left out. */
export function parseUpstreams(text = ''): Map<string, string> {
  const upstreams = new Map<string, string>();
  for (const pair of text.split(',')) {
    const [from, to] = pair.split('=').map((part) => part?.trim());
    try {
      upstreams.set(new URL(from).origin, new URL(to).origin);
    } catch {
      // Not a pair of URLs: nothing to map.
    }
  }
  return upstreams;
}

/** A function that turns a public URL into the one the server reads. */
export function reachThrough(upstreams: Map<string, string>): (url: string) => string {
  return (url) => {
    const parsed = new URL(url);
    const upstream = upstreams.get(parsed.origin);
    return upstream ? `${upstream}${parsed.pathname}${parsed.search}` : url;
  };
}

/** Headers that only the deployment's own proxies may set: what a browser sends in them is its own say. */
const PROXY_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded', 'x-geo-country'];

/**
 * The headers the shell's server forwards to the platform API for a browser's request: the browser's own, less any
 * it may not choose (its country, an address of its own naming), and X-Forwarded-For with the address it came from.
 * The platform trusts this server as its proxy (TRUST_PROXY), so that address is the one it throttles logins by.
 */
export function forwardedHeaders(
  request: { ip: string },
  headers: Record<string, string | string[] | undefined>,
): Record<string, string | string[] | undefined> {
  const forwarded = Object.fromEntries(Object.entries(headers).filter(([name]) => !PROXY_HEADERS.includes(name.toLowerCase())));
  return { ...forwarded, 'x-forwarded-for': request.ip };
}
