import type { RemoteName, ShellStores } from '@sportsbook/contracts';
import type { Area } from './regionPlacement';

/** Areas the player does not see: a remote placed there is loaded only once it has something to do. */
const OUT_OF_SIGHT: ReadonlySet<Area> = new Set<Area>(['hidden', 'overlay']);

/**
 * Whether a remote placed in `area` is out of the player's sight. The sheet is the betslip's place off a
 * column: on a phone it takes no room until the slip holds a selection (a bar then shows), on a desktop
 * (a layout without a side column for the slip) it shows the whole slip, empty or not.
 */
function isOutOfSight(area: Area, state: DemandState): boolean {
  return OUT_OF_SIGHT.has(area) || (area === 'sheet' && !state.isDesktop);
}

/** What the shell knows that decides whether an out-of-sight remote has work. */
export interface DemandState {
  loggedIn: boolean;
  /** The login, one-time code, security question or terms dialog is open or asked for. */
  loginDialogOpen: boolean;
  myBetsModalOpen: boolean;
  isDesktop: boolean;
  /** The slip holds selections: the betslip's own count, or a slip a logout's reload kept. */
  betslipHasSelections: boolean;
  /** Another remote opened the slip through the store (the bottom navigation's betslip item). */
  betslipOpen: boolean;
}

/**
 * The demand state as the shell's stores hold it. `keptBetslipSelections`: this boot kept a persisted slip
 * with selections (a logout's reload), which the store counts only once the betslip has read it.
 */
export function demandStateOf({ ui, session }: Pick<ShellStores, 'ui' | 'session'>, keptBetslipSelections = false): DemandState {
  const { modals, myBetsModalState, isDesktop, betslipCount, betslipOpen } = ui.getState();
  return {
    loggedIn: session.getState().status === 'logged-in',
    loginDialogOpen: modals.isLoginOpen || modals.isOTPFormOpen || modals.isQuestionFormOpen || modals.isTermsOfUseOpen,
    myBetsModalOpen: myBetsModalState !== 'closed',
    isDesktop,
    betslipHasSelections: keptBetslipSelections || betslipCount > 0,
    betslipOpen,
  };
}

/**
 * Whether a remote that sits out of sight has work now: the account remote for its dialogs and, for a
 * logged-in player, the reality checks (and a device session to clear on logout), my bets for its modal and, for a logged-in player, the bet count that feeds
 * the badge, the wallet and an embedding parent, the betslip on a phone for a slip with selections (its bar,
 * the bottom navigation's count) or opened. The jackpot has none until it is on the page. A command for a
 * remote on the bus (a tap on a price for the betslip) loads it too: see `holdCommands`.
 */
export function hasWorkOutOfSight(remote: RemoteName, state: DemandState): boolean {
  switch (remote) {
    case 'account':
      return state.loginDialogOpen || state.loggedIn;
    case 'mybets':
      return state.loggedIn || state.myBetsModalOpen;
    case 'betslip':
      return state.betslipHasSelections || state.betslipOpen;
    default:
      return false;
  }
}

/**
 * Remotes load on demand: one on screen loads at once, one out of sight (an empty overlay, a hidden column
 * on a phone, an empty slip's sheet on a phone) waits until it has work, so the first view does not fetch
 * what it does not show. Once loaded a remote stays, so its state (a half-filled jackpot slip, an open
 * dialog) survives a layout change.
 */
export function createRemoteDemand(state: () => DemandState) {
  const kept = new Set<RemoteName>();
  const needed = (remote: RemoteName, area: Area) => {
    const now = state();
    return !isOutOfSight(area, now) || hasWorkOutOfSight(remote, now);
  };
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
