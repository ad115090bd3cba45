import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding, encodePage } from './encodedPage';

describe('a page as it goes out', () => {
  it('is compressed once in each encoding, each decoding to the same page', async () => {
    const html = `<html><head></head><body>${'<div class="row">Arsenal – Chelsea 2.10</div>'.repeat(500)}</body></html>`;
    const page = await encodePage({
      html,
      firstView: 'drawn',
      platformDown: false,
      status: 200,
      contentSecurityPolicy: "default-src 'self'",
    });
    expect(page.firstView).toBe('drawn');
    expect(Math.abs(Date.now() - page.composedAt)).toBeLessThan(1000);
    expect(page.bodies.identity.toString()).toBe(html);
    expect(brotliDecompressSync(page.bodies.br).toString()).toBe(html);
    expect(gunzipSync(page.bodies.gzip).toString()).toBe(html);
    expect(page.bodies.br.length).toBeLessThan(html.length / 10);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
    [undefined, 'identity'],
    ['*', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
  ])('Accept-Encoding %s is answered with %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});
