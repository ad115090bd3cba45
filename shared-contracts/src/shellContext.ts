import type { i18n as I18n } from 'i18next';
import type { ApiClient } from './api/apiClient';
import type { PrefetchedAnswers } from './api/prefetchedAnswers';
import type { EventBus } from './bus/eventBus';
import type { ShellStores } from './stores/shellStores';
import type { RemoteName } from './remotes/remoteNames';
import type { TextsLoader } from './i18n/remoteTexts';
import type { ClientErrorReport } from './wire/clientErrorReport';
import type { ServerRendering } from './lifecycles/serverRendering';

/** What the shell hands every remote as single-spa custom props. Remotes use only this. */
export interface ShellContext {
  contractVersion: string;
  remote: RemoteName;
  bus: EventBus;
  stores: ShellStores;
  api: ApiClient;
  i18n: I18n;
  /** The short locale of the route, e.g. 'en'. */
  locale: () => string;
  /** The region this remote mounts into. */
  domElementGetter: () => HTMLElement;
  reportError: (report: ClientErrorReport) => void;
  /**
   * Adds a remote's own texts (its namespace) to the page's i18n, in the page's language and the
   * fallback, with the brand's overrides over them; later language changes load them too.
   */
  loadTexts?: (namespace: string, loader: TextsLoader) => Promise<void>;
  /**
   * Answers to the first view's requests, started by the shell with the boot: a remote takes one (once) in
   * its query function for the same request, and asks itself when there is none. Older shells give none.
   */
  prefetched?: PrefetchedAnswers;
  /**
   * The shell's server's render of this remote's region, handed over once, to its first mount, and only while
   * the page is still at the address and viewport it was rendered for: that mount hydrates the markup.
   */
  serverRendering?: () => ServerRendering | undefined;
}
