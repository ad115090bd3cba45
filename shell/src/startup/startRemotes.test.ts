import { checkActivityFunctions, getAppNames, start } from 'single-spa';
import { screen, waitFor } from '@testing-library/react';
import {
  createEventBus,
  createShellStores,
  REMOTE_NAMES,
  type ClientErrorReport,
  type RemoteLifecycles,
  type RemoteName,
  type ShellContext,
  DEFAULT_SETTINGS,
} from '@sportsbook/contracts';
import { createFakeApi } from '@sportsbook/testing';
import { createPageRegions } from '../layout/regions';
import { createRouteState } from '../routing/routeState';
import { createPageLayout } from './pageLayout';
import type { RemoteLoader } from '../remotes/federation';
import { createRemoteDemand, demandStateOf } from '../remotes/remoteDemand';
import { startRemotes } from './startRemotes';
import { htmlPage } from '../testing/htmlPage';

/** A remote as single-spa sees it: mounting writes what the shell handed it into the region it was given. */
function fakeLifecycles(): RemoteLifecycles {
  return {
    contractVersion: '2.0.0',
    bootstrap: async () => undefined,
    mount: async (props: ShellContext) => {
      const host = document.createElement('p');
      host.textContent = `${props.remote} mounted, contracts ${props.contractVersion}, language ${props.locale()}`;
      props.domElementGetter().append(host);
    },
    unmount: async (props: ShellContext) => {
      props.domElementGetter().querySelector('p')?.remove();
    },
  } as unknown as RemoteLifecycles;
}

window.history.replaceState(null, '', '/en/homepage');
const stores = createShellStores();
const settings = { ...DEFAULT_SETTINGS, locales: ['en', 'de'] };
stores.globalSettings.getState().setAll({ web: settings, mobile: { ...settings, channel: 'mobile' } }, 'web');
stores.ui.getState().setViewport(1280);
const route = createRouteState(() => ['en', 'de']);
const regions = createPageRegions(htmlPage());
const demand = createRemoteDemand(() => demandStateOf(stores));
const layout = createPageLayout({ regions, stores, route, demand });
const reports: ClientErrorReport[] = [];
const registered: Partial<Record<RemoteName, string>>[] = [];
/** The jackpot remote's server is down (until a test brings it back). */
let jackpotDown = true;
const loader: RemoteLoader = {
  register: (remotes) => registered.push(remotes),
  load: async (remote) => {
    if (remote === 'jackpot' && jackpotDown) throw new Error('jackpot: no answer within 6000 ms');
    return fakeLifecycles();
  },
  loadPart: async () => {
    throw new Error('no parts on this page');
  },
  reset: () => undefined,
  warm: () => undefined,
};

beforeAll(() => {
  // single-spa renders the fallbacks on its own schedule, as in the browser, not inside act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  layout.layoutPage();
  startRemotes({
    services: {
      bus: createEventBus(),
      stores,
      api: createFakeApi(() => ({ status: 200, data: {} })).api,
      locale: () => 'en',
      report: (r) => reports.push(r),
      allowedLocales: () => ['en', 'de'],
    },
    loader,
    registry: { events: 'http://localhost:3003/mf-manifest.json' },
    regions,
    layout,
    route,
    demand,
    context: { i18n: {} as ShellContext['i18n'], loadTexts: async () => undefined, prefetched: undefined },
  });
});

const activeAt = (address: string) => checkActivityFunctions(new URL(address, 'http://site') as unknown as Location).sort();

describe('the remotes phase', () => {
  it('registers every remote as a single-spa application, and hands the loader the registry', () => {
    expect(getAppNames().sort()).toEqual([...REMOTE_NAMES].sort());
    expect(registered).toEqual([{ events: 'http://localhost:3003/mf-manifest.json' }]);
  });

  it.each([
    // A desktop's home: the header, the menu in the left column, the events, and the right column's slip,
    // my bets and jackpot. The account remote sits in the overlay with nothing to do.
    ['/en/homepage', ['betslip', 'events', 'header', 'jackpot', 'menu', 'mybets']],
    // The jackpot page's centre is the jackpot remote's: no events there.
    ['/en/jackpot', ['betslip', 'header', 'jackpot', 'menu', 'mybets']],
    // The account's pages bring the account remote into the centre.
    ['/en/account/profile', ['account', 'betslip', 'header', 'jackpot', 'menu', 'mybets']],
    // Spec 1 section 2.1: the static pages run no remote at all.
    ['/en/maintenance', []],
  ])('at %s the active remotes are %j', (address, active) => {
    expect(activeAt(address)).toEqual(active);
  });

  it('runs neither the header nor the menu in native-app mode', () => {
    stores.ui.getState().setMode({ nativeApp: true, embedded: false, betslipOrigin: null });
    try {
      expect(activeAt('/en/homepage')).toEqual(['account', 'betslip', 'events', 'jackpot', 'mybets']);
    } finally {
      stores.ui.getState().setMode({ nativeApp: false, embedded: false, betslipOrigin: null });
    }
  });

  it("mounts each active remote into its own region, with the shell's context, and a dead one falls back there", async () => {
    start({ urlRerouteOnly: true });
    const events = regions.slot('events');
    await waitFor(() => expect(events.textContent).toBe('events mounted, contracts 2.1.0, language en'));
    expect(events.parentElement!.dataset.area).toBe('centre');
    expect(events.dataset.active).toBe('true');
    expect(regions.slot('menu').parentElement!.dataset.area).toBe('left');
    // The jackpot's region shows the fallback with a retry; the others are unharmed.
    await waitFor(() => expect(regions.slot('jackpot').querySelector('[role=alert]')).not.toBeNull());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(reports).toContainEqual(expect.objectContaining({ remote: 'jackpot', phase: 'load' }));
  });

  it('tries a remote that failed to load again by itself, a while later: it comes back once it answers', async () => {
    jackpotDown = false;
    const jackpot = regions.slot('jackpot');
    // The first try after a failure waits LOAD_RETRY_BACKOFF_MS[0], 2 s; no Retry is pressed.
    await waitFor(() => expect(jackpot.textContent).toBe('jackpot mounted, contracts 2.1.0, language en'), {
      timeout: 4000,
    });
    expect(jackpot.querySelector('[role=alert]')).toBeNull();
  }, 6000);
});
