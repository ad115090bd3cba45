import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptsOf, sourceOf, type PagePolicy } from './contentSecurityPolicy';

const POLICY: PagePolicy = {
  remotes: ['http://localhost:3001/mf-manifest.json', 'https://cdn.example/events/v7/mf-manifest.json', 7 as unknown as string],
  overrideOrigins: ['http://localhost:*', "http://evil.example; script-src 'unsafe-inline'"],
  inlineScripts: ["document.documentElement.dataset.theme = 'dark';"],
  parentOrigins: ['https://partner.example', 'https://partner.example/', "https://x.example 'unsafe-inline'"],
  operatorScript: false,
};

/** The policy's directives by name. */
const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe("a page's Content-Security-Policy", () => {
  it.each([
    ['http://localhost:3001/mf-manifest.json', 'http://localhost:3001'],
    ['https://cdn.example/events/v7/mf-manifest.json', 'https://cdn.example'],
    ['http://localhost:*', 'http://localhost:*'],
    ['https://*.partner.example', 'https://*.partner.example'],
    ["http://evil.example; script-src 'unsafe-inline'", undefined],
    ['javascript:alert(1)', undefined],
    ['data:text/html,x', undefined],
    ['', undefined],
    [42, undefined],
  ])('takes %j as the source %j', (value, source) => {
    expect(sourceOf(value)).toBe(source);
  });

  it("runs scripts from the shell, the registry's origins and the page's own inline scripts, nothing else", () => {
    const policy = directives(contentSecurityPolicy(POLICY));
    const theme = createHash('sha256').update(POLICY.inlineScripts[0]).digest('base64');
    expect(policy['script-src']).toEqual([
      "'self'",
      'http://localhost:3001',
      'https://cdn.example',
      'http://localhost:*',
      `'sha256-${theme}'`,
    ]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    // A source that would end the directive or add one is left out, never written into the header.
    expect(contentSecurityPolicy(POLICY)).not.toContain('evil.example');
    expect(contentSecurityPolicy(POLICY)).not.toContain("'unsafe-inline' 'sha");
  });

  it("lets only the brand's embedding parents frame the page", () => {
    expect(directives(contentSecurityPolicy(POLICY))['frame-ancestors']).toEqual(["'self'", 'https://partner.example']);
    expect(directives(contentSecurityPolicy({ ...POLICY, parentOrigins: [] }))['frame-ancestors']).toEqual(["'self'"]);
  });

  it("frames the site's own pages and https ones, and the origins the deployment's features name", () => {
    expect(directives(contentSecurityPolicy(POLICY))['frame-src']).toEqual(["'self'", 'https:']);
    const dst = contentSecurityPolicy({ ...POLICY, frameOrigins: ['http://localhost:4000', "http://x.example 'unsafe-inline'"] });
    expect(directives(dst)['frame-src']).toEqual(["'self'", 'https:', 'http://localhost:4000']);
  });

  it("allows eval for a brand with an operator's header script alone", () => {
    expect(directives(contentSecurityPolicy(POLICY))['script-src']).not.toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy({ ...POLICY, operatorScript: true }))['script-src']).toContain("'unsafe-eval'");
  });

  it('hashes the inline scripts a page runs, not its JSON data or its scripts with a source', () => {
    const page =
      '<head><script>var a = 1;</script><script id="sb-boot" type="application/json">{"a":1}</script>' +
      '<script src="/main.js"></script><script defer>\nb()\n</script></head>';
    expect(inlineScriptsOf(page)).toEqual(['var a = 1;', '\nb()\n']);
  });
});
