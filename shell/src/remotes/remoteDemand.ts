import type { RemoteName, ShellStores } from '@sportsbook/contracts';
import type { Area } from './regionPlacement';

/** Areas the player does not see: a remote placed there is loaded only once it has something to do. */
const OUT_OF_SIGHT: ReadonlySet<Area> = new Set<Area>(['hidden', 'overlay']);

/** What the shell knows that decides whether an out-of-sight remote has work. */
export interface DemandState {
  loggedIn: boolean;
  /** The login, one-time code, security question or terms dialog is open or asked for. */
  loginDialogOpen: boolean;
  myBetsModalOpen: boolean;
  /** The brand logs in with device sessions, whose refresh credentials the account remote clears on logout. */
  deviceSessionLogin: boolean;
}

/** The demand state as the shell's stores hold it. */
export function demandStateOf({
  ui,
  session,
  globalSettings,
}: Pick<ShellStores, 'ui' | 'session' | 'globalSettings'>): DemandState {
  const { modals, myBetsModalState } = ui.getState();
  return {
    loggedIn: session.getState().status === 'logged-in',
    loginDialogOpen: modals.isLoginOpen || modals.isOTPFormOpen || modals.isQuestionFormOpen || modals.isTermsOfUseOpen,
    myBetsModalOpen: myBetsModalState !== 'closed',
    deviceSessionLogin: globalSettings.getState().settings.device_session_login,
  };
}

/**
 * Whether a remote that sits out of sight has work now: the account remote for its dialogs (and a device
 * session to clear on logout), my bets for its modal and, for a logged-in player, the bet count that feeds
 * the badge, the wallet and an embedding parent. The jackpot has none until it is on the page.
 */
export function hasWorkOutOfSight(remote: RemoteName, state: DemandState): boolean {
  switch (remote) {
    case 'account':
      return state.loginDialogOpen || (state.loggedIn && state.deviceSessionLogin);
    case 'mybets':
      return state.loggedIn || state.myBetsModalOpen;
    default:
      return false;
  }
}

/**
 * Remotes load on demand: one on screen loads at once, one out of sight (an empty overlay, a hidden column
 * on a phone) waits until it has work, so the first view does not fetch what it does not show. Once loaded
 * a remote stays, so its state (a half-filled jackpot slip, an open dialog) survives a layout change.
 */
export function createRemoteDemand(state: () => DemandState) {
  const kept = new Set<RemoteName>();
  const needed = (remote: RemoteName, area: Area) => !OUT_OF_SIGHT.has(area) || hasWorkOutOfSight(remote, state());
  return {
    /** `allowed` is the route's verdict (static pages, native-app mode, the centre column's owner). */
    isActive(remote: RemoteName, area: Area, allowed: boolean): boolean {
      if (!allowed) return false;
      if (needed(remote, area)) kept.add(remote);
      return kept.has(remote);
    },
    /** Whether a remote not loaded so far is needed now: single-spa has to be asked again. */
    isNewlyNeeded(remote: RemoteName, area: Area, allowed: boolean): boolean {
      return allowed && !kept.has(remote) && needed(remote, area);
    },
    /** Loads a remote before it is needed by what it shows, e.g. for a command only it can carry out. */
    keep(remote: RemoteName): void {
      kept.add(remote);
    },
  };
}
