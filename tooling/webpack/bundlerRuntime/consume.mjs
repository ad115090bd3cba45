// A remote's light build takes its federation bundler runtime from its host (provide.mjs), as it takes its
// federation runtime core (experiments.externalRuntime). This module stands in for the bundler runtime in the
// remote's federation entry. The shell loads a light build only under the version it was built with (else the
// standalone build: shell/src/remotes/releaseGate.ts); a page that still runs it under another gets an error
// when the entry runs: the entry then defines no container, and the shell shows the region's fallback.
/* global FEDERATION_BUNDLER_RUNTIME_VERSION */
const provided = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (provided?.version !== FEDERATION_BUNDLER_RUNTIME_VERSION) {
  throw new Error(`needs the page's federation runtime ${FEDERATION_BUNDLER_RUNTIME_VERSION}`);
}

// The container's own federation object: the functions are the host's, the state is this container's.
export default {
  runtime: provided.runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
