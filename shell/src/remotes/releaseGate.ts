/**
 * Which build of a release the page loads, and whether it loads it at all, from the `release` section its
 * manifest carries (tooling/release/sealRelease.mjs writes it):
 * - a build on the page's federation runtime loads only under the very version it was built with;
 * - under any other version, the release's standalone build (its own runtime) loads instead;
 * - a release without the SHA-384 of its files is refused: its code would run unverified.
 * Pure: a manifest and two versions in, a decision out.
 */

export interface ReleaseSection {
  federation?: { runtime?: unknown; version?: unknown };
  /** Where the standalone build's manifest is, relative to this one. */
  standalone?: unknown;
  /** SHA-384 of each script of the build, by path relative to the manifest. */
  integrity?: unknown;
}

export type Admission =
  /**
   * Load this manifest: its files from `base` (its publicPath now says so), each checked against its hash
   * (`integrity`: absolute URL to integrity value).
   */
  | { kind: 'admit'; manifest: Record<string, unknown>; base: string; integrity: Record<string, string> }
  /** Load the standalone build's manifest from `url` instead. */
  | { kind: 'standalone'; url: string }
  | { kind: 'refuse'; reason: string };

const INTEGRITY = /^sha384-[A-Za-z0-9+/]{64}$/;

function hashesOf(section: ReleaseSection, base: string): Record<string, string> | string {
  const listed = section.integrity;
  if (!listed || typeof listed !== 'object' || Array.isArray(listed) || Object.keys(listed).length === 0)
    return 'it carries no SHA-384 hashes of its files';
  const absolute: Record<string, string> = {};
  for (const [file, hash] of Object.entries(listed)) {
    if (typeof hash !== 'string' || !INTEGRITY.test(hash)) return `its hash of ${file} is not a SHA-384 integrity value`;
    absolute[new URL(file, base).toString()] = hash;
  }
  return absolute;
}

/**
 * The decision for the manifest read from `manifestUrl`, on a page whose federation runtime is `pageVersion`
 * (undefined: the page provides none, so only standalone builds can load).
 */
export function admitRelease(manifest: unknown, manifestUrl: string, pageVersion: string | undefined): Admission {
  if (!manifest || typeof manifest !== 'object') return { kind: 'refuse', reason: 'its manifest is not JSON' };
  const body = manifest as Record<string, unknown> & { release?: ReleaseSection };
  const section = body.release ?? {};
  const { runtime, version } = section.federation ?? {};
  if (runtime === 'page' && version !== pageVersion) {
    if (typeof section.standalone !== 'string')
      return {
        kind: 'refuse',
        reason: `it was built with Module Federation ${String(version)}, the page has ${String(pageVersion)}, and it publishes no standalone build`,
      };
    return { kind: 'standalone', url: new URL(section.standalone, manifestUrl).toString() };
  }
  if (runtime !== 'page' && runtime !== 'own')
    return { kind: 'refuse', reason: 'its manifest does not say which federation runtime it runs on' };
  // The files load from the folder the manifest came from (or the one it names), whichever URL the registry
  // names: the standalone build's manifest answers for the registry's URL of the light one.
  const metaData = (body.metaData ?? {}) as { publicPath?: unknown };
  const declared =
    typeof metaData.publicPath === 'string' && /^https?:/.test(metaData.publicPath) ? metaData.publicPath : undefined;
  const base = new URL('./', declared ?? manifestUrl).toString();
  const integrity = hashesOf(section, base);
  if (typeof integrity === 'string') return { kind: 'refuse', reason: integrity };
  return { kind: 'admit', manifest: { ...body, metaData: { ...metaData, publicPath: base } }, base, integrity };
}
