// The Content-Security-Policy of a page: what code, data and frames the page may use, from where. Pure.
//
// Scripts run only from the shell's own origin, the origins the registry names (its remotes and the origins
// its overrides may point at) and the page's inline scripts by their hashes. Hashes, not nonces: a page is
// composed once and served, already compressed, to everyone who asks for it for a moment (pageCache.ts), and
// a nonce that many pages share is no nonce. The boot data is a JSON data block, which is never run.
import { createHash } from 'node:crypto';

export interface PagePolicy {
  /** The manifest URLs of the registry's remotes. */
  remotes: readonly string[];
  /** The registry's override origins: CSP host sources such as 'http://localhost:*'. */
  overrideOrigins: readonly string[];
  /** The inline scripts of the page's template (their text between the tags). */
  inlineScripts: readonly string[];
  /** The brand's embedding parents (embedded_parent_origins of both channels): who may frame the page. */
  parentOrigins: readonly string[];
  /**
   * The brand shows an operator's header with its own script (clem_external_header_enabled), which runs as a
   * function of the header's shadow root: that takes 'unsafe-eval', for that brand alone.
   */
  operatorScript: boolean;
  /** Origins the deployment's features frame (https: ones are framed anyway; an http one, in development, by this alone). */
  frameOrigins?: readonly string[];
}

/** A scheme, a host (a leading '*.' allowed) and a port (or '*'): what a source may be, nothing that ends it. */
const HOST_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:(\d{1,5}|\*))?$/i;

/** The origin of a URL, or the source as given where it is a valid host source; undefined otherwise. */
export function sourceOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (HOST_SOURCE.test(value)) return value.toLowerCase();
  try {
    const { origin } = new URL(value);
    return HOST_SOURCE.test(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}

/** The inline scripts of an HTML page, as the browser hashes them (their text between the tags). */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\btype="application\/json")(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1],
  );
}

const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
const unique = (sources: (string | undefined)[]) => [...new Set(sources.filter((one): one is string => Boolean(one)))];

export function contentSecurityPolicy(policy: PagePolicy): string {
  const code = unique([...policy.remotes.map(sourceOf), ...policy.overrideOrigins.map(sourceOf)]);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...code,
      ...policy.inlineScripts.map(hashSource),
      ...(policy.operatorScript ? ["'unsafe-eval'"] : []),
    ],
    // Styles are written by the page's code as it draws (emotion's rules, inline style attributes), and the
    // brand's theme and an operator's header bring their own: styles cannot run code, scripts are what is held.
    ['style-src', "'self'", "'unsafe-inline'", ...code],
    // Manifests, texts and chunks of the remotes; the platform answers through the shell's own origin.
    ['connect-src', "'self'", ...code],
    // Brand logos, banners and flags come from the operator's content hosts, which the registry does not know,
    // and from the remotes' own origins.
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...code],
    ['font-src', "'self'", 'data:', ...code],
    // A live stream plays through Media Source Extensions (a blob: URL) or natively from its own URL.
    ['media-src', "'self'", 'blob:', 'https:'],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'self'", 'https:', ...unique((policy.frameOrigins ?? []).map(sourceOf))],
    ['frame-ancestors', "'self'", ...unique(policy.parentOrigins.map(sourceOf))],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}
