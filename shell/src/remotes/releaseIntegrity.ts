import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The page's table of trusted scripts: the SHA-384 of every file of each admitted release, by URL. Remote
 * entries load with it through the federation runtime's createScript hook, and a remote's chunks through
 * the lookup its webpack runtime calls (`self.__sbIntegrity`, see tooling/webpack/createAppConfig.cjs).
 * The browser refuses a script whose bytes differ. A script under an admitted release's folder that the
 * release does not list gets an integrity no file has: it fails closed.
 */
export const UNLISTED = 'sha384-unlisted';

export interface ScriptIntegrity {
  /** Trusts the files of the release served from `base`: absolute URL to integrity value. */
  trust(base: string, integrity: Record<string, string>): void;
  /** The integrity a script from `url` must have; undefined for files of no admitted release. */
  of(url: string): string | undefined;
}

export function createScriptIntegrity(): ScriptIntegrity {
  const hashes = new Map<string, string>();
  const bases = new Set<string>();
  return {
    trust(base, integrity) {
      bases.add(base);
      for (const [url, hash] of Object.entries(integrity)) hashes.set(url, hash);
    },
    of(url) {
      const absolute = new URL(url, globalThis.location?.href).toString();
      const known = hashes.get(absolute);
      if (known) return known;
      for (const base of bases) if (absolute.startsWith(base)) return UNLISTED;
      return undefined;
    },
  };
}

/**
 * Trusts the files of a manifest the gate already admitted (the shell's server does it for the manifests it
 * carries inline): its `release.integrity` under its absolute publicPath. False for any other manifest.
 */
export function trustAdmitted(integrity: ScriptIntegrity, manifest: unknown): boolean {
  const { metaData, release } = manifest as {
    metaData?: { publicPath?: string };
    release?: { integrity?: Record<string, string> };
  };
  const base = metaData?.publicPath;
  if (!base?.startsWith('http') || !release?.integrity) return false;
  integrity.trust(
    base,
    Object.fromEntries(Object.entries(release.integrity).map(([file, hash]) => [new URL(file, base).toString(), hash])),
  );
  return true;
}

/** Puts the lookup where the remotes' webpack runtimes find it. */
export function installIntegrityLookup(integrity: ScriptIntegrity): void {
  (globalThis as { __sbIntegrity?: (url: string) => string | undefined }).__sbIntegrity = integrity.of;
}

/**
 * Remote entries load in CORS mode with their integrity (the federation runtime creates their script
 * elements), and so do the links that warm a remote on the player's intent: a preload whose integrity is
 * not the script's own is not used, and the script is downloaded a second time.
 */
export function integrityPlugin(integrity: ScriptIntegrity): ModuleFederationRuntimePlugin {
  return {
    name: 'sportsbook-integrity',
    createScript({ url }) {
      const expected = integrity.of(url);
      if (!expected) return undefined;
      const script = document.createElement('script');
      script.integrity = expected;
      script.crossOrigin = 'anonymous';
      return script;
    },
    createLink({ url, attrs }) {
      const expected = integrity.of(url);
      if (!expected) return undefined;
      // A link returned here is taken as it is: it carries the runtime's own attributes (rel, as) too.
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      link.href = url;
      link.integrity = expected;
      link.crossOrigin = 'anonymous';
      return link;
    },
  };
}
