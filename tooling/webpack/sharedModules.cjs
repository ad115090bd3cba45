// The modules every app shares through Module Federation: one copy of each on a page, whoever loads first.
const contracts = require('../../shared-contracts/package.json');
const ui = require('../../shared-ui/package.json');

// The version is given, not detected: for subpath keys ('@emotion/react/') detection finds none.
const singleton = (requiredVersion) => ({ singleton: true, requiredVersion, version: requiredVersion.replace(/^\^/, '') });
const reactVersion = contracts.dependencies.react;

/**
 * The project's own packages, shared under their compatibility rules: a part built against a version runs
 * with any later minor of the same major (shared-contracts' and shared-ui's README.md say what a minor may add).
 */
const ownPackage = (pkg) => ({ singleton: true, version: pkg.version, requiredVersion: `^${pkg.version}` });

/** Shared singletons of the architecture (plus TanStack Query, whose context the contracts' lifecycles provide). */
const shared = {
  react: singleton(`^${reactVersion}`),
  'react/': singleton(`^${reactVersion}`),
  'react-dom': singleton(`^${reactVersion}`),
  'react-dom/': singleton(`^${reactVersion}`),
  '@emotion/react': singleton(`^${contracts.dependencies['@emotion/react']}`),
  '@emotion/react/': singleton(`^${contracts.dependencies['@emotion/react']}`),
  i18next: singleton(`^${contracts.dependencies.i18next}`),
  'react-i18next': singleton(`^${contracts.dependencies['react-i18next']}`),
  zustand: singleton(`^${contracts.dependencies.zustand}`),
  // Its middleware (persist) holds no state of its own: a shared module is never tree-shaken, and shared it
  // loaded whole (devtools, redux, ...) on every first view; each app now bundles the persist it uses.
  'zustand/': { ...singleton(`^${contracts.dependencies.zustand}`), exclude: { request: /^middleware$/ } },
  '@tanstack/react-query': singleton(`^${contracts.dependencies['@tanstack/react-query']}`),
  '@sportsbook/contracts': ownPackage(contracts),
  '@sportsbook/ui': ownPackage(ui),
};

module.exports = { shared, contractVersion: contracts.version };
