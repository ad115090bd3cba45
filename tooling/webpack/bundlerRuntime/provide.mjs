// The shell's federation bundler runtime, handed to every remote on the page (consume.mjs takes it).
// The bundler runtime is the code between webpack's generated runtime and the federation runtime: sharing,
// consumes, container init. Its functions are given the container's own webpack require on every call, so
// one copy serves every container, and each remote entry is about 3.7 KB (brotli) lighter without its own.
// This module stands in for the bundler runtime in the shell's federation entry and returns it unchanged.
import federation from 'federation-bundler-runtime';
import { initContainerEntry } from 'federation-bundler-runtime/initContainerEntry';

/* global FEDERATION_BUNDLER_RUNTIME_VERSION */
const { runtime, bundlerRuntime, attachShareScopeMap } = federation;

/**
 * The federation runtime's init for a remote's container: its instance, found by name and version or made,
 * as the runtime's own init does, but never made the page's default instance (the shell's, which the
 * shell's loadRemote, preloadRemote and getInstance use).
 */
function initContainer(options) {
  const normalized = { ...options, id: options.id || '' };
  const existing = globalThis.__FEDERATION__?.__INSTANCES__?.find(
    (instance) =>
      instance.options.name === options.name &&
      (options.version ? instance.options.version === options.version : !instance.options.version),
  );
  if (!existing) return runtime.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

globalThis._FEDERATION_BUNDLER_RUNTIME = {
  version: FEDERATION_BUNDLER_RUNTIME_VERSION,
  runtime: { ...runtime, init: initContainer },
  // The shell has no exposes, so its own bundler runtime leaves container init out; remotes need it.
  bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
  attachShareScopeMap,
};

export default federation;
