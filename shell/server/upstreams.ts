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
