// A remote's federation bundler runtime is its host's (provide.mjs), as its federation runtime core is
// (experiments.externalRuntime). This module stands in for the bundler runtime in the remote's federation
// entry. A host without it, or with another version of it, gets a clear error when the remote entry runs:
// the entry then defines no container, and the shell shows the region's fallback.
/* global FEDERATION_BUNDLER_RUNTIME_VERSION */
const provided = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!provided || provided.version !== FEDERATION_BUNDLER_RUNTIME_VERSION) {
  throw new Error(
    `this remote needs a host that provides the Module Federation bundler runtime ${FEDERATION_BUNDLER_RUNTIME_VERSION}` +
      (provided ? ` (the page has ${provided.version})` : ''),
  );
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
