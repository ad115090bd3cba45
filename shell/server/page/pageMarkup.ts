// The pieces of markup the shell's server writes into its page (src/index.html): the boot data, the preload
// hints, the brand's colours and logo, and a server-drawn region. Pure: text in, text out.
import path from 'node:path';
import type { RemoteName } from '@sportsbook/contracts';
import { CENTRE_AREA } from '../../src/layout/regionMarkup';
import { documentLanguage } from '../../src/i18n/documentLanguage';

/** A file a page preloads, fetched only where `media` matches. */
export interface Preload {
  href: string;
  media?: string;
  /** The file's SHA-384 from its release: the script loads with it, in CORS mode, so its preload does too. */
  integrity?: string;
}

/** The parts of a remote's mf-manifest.json the server reads. */
export interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
}

/** JSON that can stand inside a <script> element: no "</script>" or "<!--" can end or bend it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Where a manifest's files are served from: its publicPath, or (for 'auto') the folder of the manifest. */
export function publicPathOf(manifest: Manifest | undefined, manifestUrl: string): string {
  const declared = manifest?.metaData?.publicPath;
  return declared && declared !== 'auto' ? declared : new URL('./', manifestUrl).toString();
}

/**
 * The remote entry and the chunks of its lifecycles, the module the shell mounts: what its first mount
 * fetches. A remote's other exposed modules (the events remote's live-stream widget of a desktop column)
 * load when a column asks for them, so a phone's first view never carries them.
 */
export function firstViewAssets(manifest: Manifest | undefined, manifestUrl: string): string[] {
  const base = publicPathOf(manifest, manifestUrl);
  const entry = manifest?.metaData?.remoteEntry;
  const files = entry ? [path.posix.join(entry.path ?? '', entry.name)] : [];
  for (const exposed of manifest?.exposes ?? [])
    if (exposed.name === 'lifecycles') files.push(...(exposed.assets?.js?.sync ?? []));
  return files.map((file) => new URL(file, base).toString());
}

const escapeText = (value: unknown) => String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: unknown) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page with a remote's region drawn by the server in the centre, where the placeholders were (the shell
 * adopts it as that remote's region), and the styles it uses in the head.
 */
export function withFirstView(page: string, remote: RemoteName, { html, styles }: { html: string; styles: string }): string {
  return page
    .replace('</head>', `${styles}</head>`)
    .replace(CENTRE_AREA, (_, open, close) => `${open}<section data-region="${remote}">${html}</section>${close}`);
}

/**
 * The tags that go before </head>: preconnects, preloads and the boot data. A preload with a `media` query is
 * fetched only where it matches; its origin is still preconnected, a connection ready for the later load.
 */
export function bootTags(boot: unknown, preloads: Preload[]): string {
  const origins = [...new Set(preloads.map(({ href }) => new URL(href).origin))];
  return [
    ...origins.map((origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}">`),
    // A preload only serves a request of the same mode and integrity: a file with a hash loads in CORS mode
    // with it (releaseIntegrity.ts), one without as a plain script element. Low priority: the page paints
    // from the HTML (the server drew the first view), so the code comes after what the paint needs.
    ...preloads.map(
      ({ href, media, integrity }) =>
        `<link rel="preload" as="script" fetchpriority="low" href="${escapeAttribute(href)}"` +
        (integrity ? ` integrity="${escapeAttribute(integrity)}" crossorigin="anonymous"` : '') +
        `${media ? ` media="${escapeAttribute(media)}"` : ''}>`,
    ),
    `<script id="sb-boot" type="application/json">${scriptSafeJson(boot)}</script>`,
  ].join('');
}

/** The page's <html lang> and dir for `locale` (the page's language); as built (English) without one. */
export function withLanguage(page: string, locale: string | undefined): string {
  if (!locale) return page;
  const { lang, dir } = documentLanguage(locale);
  return page.replace(/<html lang="[^"]*">/, `<html lang="${escapeAttribute(lang)}" dir="${dir}">`);
}

/** A brand colour as a CSS variable: names and values that could end the rule or the element are left out. */
const SAFE_NAME = /^[a-z0-9-]+$/;
const SAFE_VALUE = /^[#(),.%\w\s-]+$/;

/** The colours and logo text of a brand's theme, as its settings carry them. */
export interface BrandTheme {
  dark?: Record<string, unknown>;
  light?: Record<string, unknown>;
  logoText?: string;
}

/**
 * The brand's part of the skeleton the HTML paints before any script runs: its colours for both modes (the
 * shell sets the same variables once it runs) and its logo text, the second part of 'CLASSIC·BET' in the
 * accent colour as the header draws it.
 */
export function brandSkeleton(template: string, theme: BrandTheme | undefined): string {
  if (!theme || typeof theme !== 'object') return template;
  const rules = (['dark', 'light'] as const).map((mode) => {
    const colours = Object.entries(theme[mode] ?? {}).filter(
      ([name, value]) => SAFE_NAME.test(name) && typeof value === 'string' && SAFE_VALUE.test(value),
    );
    return `:root[data-theme='${mode}']{${colours.map(([name, value]) => `--sb-${name}:${value}`).join(';')}}`;
  });
  const [first, ...rest] = String(theme.logoText ?? '').split('·');
  const logo = escapeText(first) + (rest.length ? `<span>·${escapeText(rest.join('·'))}</span>` : '');
  return template
    .replace('</head>', `<style>${rules.join('')}</style></head>`)
    .replace(/(<span class="sb-skeleton-logo" data-sb-logo[^>]*>)/, `$1${logo}`);
}
