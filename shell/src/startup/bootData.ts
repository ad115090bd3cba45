import type { CachedSettings, FirstViewPlan, FlatTexts, Language, ServerRendering, SiteEnvironment } from '@sportsbook/contracts';

/**
 * What the shell's server put inline in the page (shell/server/page/composePage.ts): each part is there only
 * when the server could read it, and the shell fetches whatever is missing as it would without any.
 */
export interface BootData {
  brand: string;
  settings?: CachedSettings;
  languages?: Language[];
  /** Texts per locale (the page's and the fallback's) of the shell and the first view's remotes, flat. */
  translations: Record<string, FlatTexts>;
  /**
   * The deployment's features, from the server's environment: a page the server did not compose (or one for
   * another brand) has none, and the features that need it stay off.
   */
  environment?: SiteEnvironment;
  /** The brand's overrides per locale, flat. */
  overrides: Record<string, FlatTexts>;
  /** remotes.json as the server read it. */
  registry?: unknown;
  /** Manifests by their registry URL. */
  manifests: Record<string, unknown>;
  /** The server's render of a remote's region (the events' first view), which that remote's first mount hydrates. */
  serverRendering?: ServerRendering;
  /** The events release's first requests of the page, when the server did not draw it (the browser starts them). */
  firstViewPlan?: FirstViewPlan;
}

const NONE: BootData = { brand: '', translations: {}, overrides: {}, manifests: {} };

/** The page's boot data, if it was composed for `brand`; none otherwise (or when it cannot be read). */
export function readBootData(doc: Document, brand: string): BootData {
  const text = doc.getElementById('sb-boot')?.textContent;
  if (!text) return NONE;
  try {
    const data = JSON.parse(text) as Partial<BootData>;
    if (data.brand !== brand) return NONE;
    return {
      ...NONE,
      ...data,
      translations: data.translations ?? {},
      overrides: data.overrides ?? {},
      manifests: data.manifests ?? {},
    };
  } catch {
    return NONE;
  }
}
