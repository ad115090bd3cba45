import { createRemoteLifecycles, pathWithoutLocale, textsAt, type ShellContext } from '@sportsbook/contracts';
import { App, loadPageAt } from './App';

// The build's own constants, compiled into this remote's chunk: at run time the contracts are the shell's copy.
const lifecycles = createRemoteLifecycles('events', App, {
  contractVersion: __SPORTSBOOK_CONTRACT_VERSION__,
  buildId: __SPORTSBOOK_BUILD_ID__,
  // Its own locales/<lng>.json, released with it: read from wherever this build is served.
  texts: textsAt(() => __webpack_public_path__),
});

/** The code of the page at the address, a chunk of its own unless it is home. */
const loadShownPage = (props: ShellContext) =>
  loadPageAt(pathWithoutLocale(window.location.pathname, props.stores.globalSettings.getState().settings.locales));

export const { unmount, contractVersion, buildId } = lifecycles;

/** The shown page's code is asked for as soon as this code runs, beside the remote's texts, not once React draws the page. */
export const bootstrap = [
  (props: ShellContext) => {
    void loadShownPage(props).catch(() => undefined);
    return Promise.resolve();
  },
  ...lifecycles.bootstrap,
];

/**
 * A mount waits for the shown page's code: the server's markup is hydrated in one pass with the root, and the
 * root is marked as the remote's (it answers taps) only once the page does. A page whose code failed
 * mounts all the same: it is dropped alone, reported, and the remote stays.
 */
export const mount: typeof lifecycles.mount = async (props) => {
  await loadShownPage(props).catch(() => undefined);
  return lifecycles.mount(props);
};
