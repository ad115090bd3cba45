import { getInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  CONTRACT_VERSION,
  federationName,
  isContractCompatible,
  type RemoteLifecycles,
  type RemoteName,
} from '@sportsbook/contracts';
import {
  createScriptIntegrity,
  installIntegrityLookup,
  integrityPlugin,
  trustAdmitted,
  type ScriptIntegrity,
} from './releaseIntegrity';

/**
 * How long a whole remote load may take before its region falls back: a player sees the fallback of a
 * remote that never answers within 8 s of the page (the load starts with the boot). The load itself goes
 * on: on a slow network a remote may well take longer, and the region's next try takes what it brings.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 6000;
/**
 * How long one manifest fetch may take before it is tried again. Well beyond the region's fallback: a
 * manifest that is only slow (a phone on a poor network, a busy origin) still arrives, where a shorter
 * limit would cut off every try of it; one that never answers is given up and fetched afresh.
 */
export const MANIFEST_TIMEOUT_MS = 20_000;
const MANIFEST_FETCH_ATTEMPTS = 2;

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    message: string,
  ) {
    super(`${remote}: ${message}`);
    this.name = 'RemoteLoadError';
  }
}

/** The federation version of the page's runtime, which builds on the page's runtime need (bundlerRuntime/provide.mjs). */
export function pageFederationVersion(): string | undefined {
  return (globalThis as { _FEDERATION_BUNDLER_RUNTIME?: { version?: string } })._FEDERATION_BUNDLER_RUNTIME?.version;
}

async function fetchWithRetry(url: string, init?: RequestInit): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= MANIFEST_FETCH_ATTEMPTS; attempt++) {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
      if (response.ok || attempt === MANIFEST_FETCH_ATTEMPTS) return response;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
  }
  throw lastError;
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/**
 * Network isolation and release checks: manifests are fetched with a timeout and one retry, so a remote that
 * never answers cannot stall single-spa, and each passes the release gate (releaseGate.ts): the build for the
 * page's federation version, with the hashes of its files, which the page then trusts. A load that fails or
 * is refused makes loadRemote reject; single-spa then marks the application LOAD_ERROR and the shell's error
 * handler reports it and shows the fallback.
 * A manifest the page carried inline (the shell's server admitted it through the same gate) answers its first
 * fetch with no request; a retry fetches afresh. The gate's code loads only for a manifest fetched here.
 */
export function networkPlugin(
  inlineManifests: Record<string, unknown> = {},
  integrity: ScriptIntegrity = createScriptIntegrity(),
  pageVersion = pageFederationVersion(),
): ModuleFederationRuntimePlugin {
  const inline = new Map(Object.entries(inlineManifests));
  return {
    name: 'sportsbook-network',
    async fetch(url, init) {
      const carried = inline.get(url);
      inline.delete(url);
      if (carried !== undefined && trustAdmitted(integrity, carried)) return json(carried);
      let response = await fetchWithRetry(url, init);
      // Only a manifest that was read is checked; the federation runtime reports a failed answer itself.
      if (!response.ok) return response;
      const { admitRelease } = await import(/* webpackChunkName: "release-gate" */ './releaseGate');
      let decision = admitRelease(await response.json(), url, pageVersion);
      if (decision.kind === 'standalone') {
        const standaloneUrl = decision.url;
        response = await fetchWithRetry(standaloneUrl, init);
        if (!response.ok) return response;
        decision = admitRelease(await response.json(), standaloneUrl, pageVersion);
        if (decision.kind === 'standalone') decision = { kind: 'refuse', reason: 'its standalone build needs another' };
      }
      if (decision.kind === 'refuse') throw new Error(`the release at ${url} is refused: ${decision.reason}`);
      integrity.trust(decision.base, decision.integrity);
      return json(decision.manifest);
    },
  };
}

export interface RemoteLoader {
  register(remotes: Partial<Record<RemoteName, string>>): void;
  load(remote: RemoteName): Promise<RemoteLifecycles>;
  /** Another module a remote exposes with the same lifecycles (a side column's widget), e.g. 'liveStreamWidget'. */
  loadPart(remote: RemoteName, part: string): Promise<RemoteLifecycles>;
  /** Forgets a failed remote so the next load fetches it again. */
  reset(remote: RemoteName): void;
  /** Starts fetching a remote's manifest, entry and exposed code without running it (a failure stays silent). */
  warm(remote: RemoteName): void;
}

/**
 * Loads remotes through the shell's own federation instance (one share scope: React loads once).
 * `inlineManifests` are the manifests the page carried, by registry URL.
 */
export function createRemoteLoader(inlineManifests?: Record<string, unknown>): RemoteLoader {
  const instance = getInstance();
  if (!instance) throw new Error('the shell was built without its Module Federation instance');
  const federation = instance;
  const integrity = createScriptIntegrity();
  installIntegrityLookup(integrity);
  federation.registerPlugins([networkPlugin(inlineManifests, integrity), integrityPlugin(integrity)]);
  const entries = new Map<RemoteName, string>();
  /** Loads under way, by remote and exposed module: a try after a timeout joins the one still going. */
  const underWay = new Map<string, Promise<RemoteLifecycles | null>>();
  /** Remotes whose last load failed or was refused, not only slow: a reset fetches them afresh. */
  const failed = new Set<RemoteName>();

  const registerOne = (remote: RemoteName, entry: string, force: boolean) =>
    federation.registerRemotes([{ name: federationName(remote), entry }], { force });

  return {
    register(remotes) {
      for (const [remote, entry] of Object.entries(remotes) as [RemoteName, string][]) {
        entries.set(remote, entry);
        registerOne(remote, entry, false);
      }
    },
    warm(remote) {
      if (!entries.has(remote)) return;
      federation.preloadRemote([{ nameOrAlias: federationName(remote), resourceCategory: 'sync' }]).catch(() => undefined);
    },
    reset(remote) {
      // A load that was only slow is no failure: it goes on, or has arrived, and the next try takes it.
      // Starting it over would cut it off again on a slow network.
      if (!failed.delete(remote)) return;
      const entry = entries.get(remote);
      if (entry) registerOne(remote, entry, true);
    },
    load: (remote) => loadExposed(remote, 'lifecycles'),
    loadPart: (remote, part) => loadExposed(remote, part),
  };

  async function loadExposed(remote: RemoteName, exposed: string): Promise<RemoteLifecycles> {
    if (!entries.has(remote)) throw new RemoteLoadError(remote, 'not configured in remotes.json');
    const refused = (error: RemoteLoadError) => (failed.add(remote), error);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new RemoteLoadError(remote, `no answer within ${REMOTE_LOAD_TIMEOUT_MS} ms`)),
        REMOTE_LOAD_TIMEOUT_MS,
      );
    });
    const key = `${remote}/${exposed}`;
    let attempt = underWay.get(key);
    if (!attempt) {
      attempt = federation.loadRemote<RemoteLifecycles>(`${federationName(remote)}/${exposed}`);
      underWay.set(key, attempt);
      attempt.then(
        () => underWay.delete(key),
        () => (underWay.delete(key), failed.add(remote)),
      );
    }
    try {
      const module = await Promise.race([attempt, timeout]);
      if (!module) throw refused(new RemoteLoadError(remote, `exposes no ${exposed}`));
      if (!isContractCompatible(CONTRACT_VERSION, module.contractVersion)) {
        throw refused(
          new RemoteLoadError(
            remote,
            `built for contracts ${String(module.contractVersion)}, the shell speaks ${CONTRACT_VERSION}`,
          ),
        );
      }
      return module;
    } finally {
      clearTimeout(timer);
    }
  }
}
