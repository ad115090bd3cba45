import { forwardedHeaders, parseUpstreams, reachThrough } from './upstreams';

describe("where the shell's server reads the remotes", () => {
  const reach = reachThrough(
    parseUpstreams('http://localhost:3003=http://events, http://localhost:3001=http://header:8080,not a url=http://x,'),
  );

  it.each([
    ['http://localhost:3003/mf-manifest.json', 'http://events/mf-manifest.json'],
    ['http://localhost:3003/server/render.js', 'http://events/server/render.js'],
    ['http://localhost:3001/locales/de.json?v=2', 'http://header:8080/locales/de.json?v=2'],
    // A release published elsewhere (a CDN) is read where browsers read it.
    ['https://cdn.example/events/2026-11-28/mf-manifest.json', 'https://cdn.example/events/2026-11-28/mf-manifest.json'],
    ['http://localhost:3004/mf-manifest.json', 'http://localhost:3004/mf-manifest.json'],
  ])('%s is read at %s', (url, read) => {
    expect(reach(url)).toBe(read);
  });

  it('maps nothing without the setting', () => {
    expect(parseUpstreams(undefined).size).toBe(0);
    expect(reachThrough(parseUpstreams(''))('http://localhost:3003/mf-manifest.json')).toBe(
      'http://localhost:3003/mf-manifest.json',
    );
  });
});

describe("what the shell's server forwards to the platform", () => {
  it("names the browser's address and passes on no country or address the browser chose", () => {
    const headers = forwardedHeaders(
      { ip: '203.0.113.7' },
      {
        authorization: 'Bearer t',
        brand: 'savanna',
        'X-Geo-Country': 'GB',
        'x-forwarded-for': '198.51.100.1',
        'x-real-ip': '198.51.100.1',
        forwarded: 'for=198.51.100.1',
      },
    );
    expect(headers).toEqual({ authorization: 'Bearer t', brand: 'savanna', 'x-forwarded-for': '203.0.113.7' });
  });
});
