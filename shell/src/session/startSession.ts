import { sessionToken, type ApiClient, type ClientErrorReport, type EventBus, type ShellStores } from '@sportsbook/contracts';
import { startIdleProbe } from './idleProbe';
import type { PlayerSession } from './playerSession';
import { followWindowFocus } from './windowFocus';

interface SessionPhaseDeps {
  api: ApiClient;
  bus: EventBus;
  stores: ShellStores;
  locale: () => string;
  report: (report: ClientErrorReport) => void;
  reload?: () => void;
}

/**
 * The player's session and what runs beside it: the idle probe on every page, and the logged-in player's
 * machinery (the stored token's check, expiry and logout, the wallet, the saved preferences), which loads once
 * a session exists: a stored token at start (warmed as the boot starts), a login later (warmed when the login
 * is asked for), or a logout asked for. A visitor is anonymous at once and their first view carries none of
 * it. `ready` settles once the stored session is known, so remotes mount for the right player.
 */
export function startSession({ api, bus, stores, locale, report, reload = () => window.location.reload() }: SessionPhaseDeps) {
  followWindowFocus();
  startIdleProbe(
    api,
    () => (stores.ui.getState().isDesktop ? 'web' : 'mobile'),
    (message) => report({ phase: 'shell', message }),
  );
  let player: Promise<PlayerSession> | undefined;
  const playerSession = () =>
    (player ??= import('./playerSession').then(({ startPlayerSession }) =>
      startPlayerSession({ api, bus, stores, locale, reload }),
    ));

  bus.on('session/logout-requested', ({ reason }) => void playerSession().then((session) => session.logout(reason)));
  bus.on('session/login-requested', () => void import('./playerSession'));
  stores.session.subscribe((state) => {
    if (state.status === 'logged-in') void playerSession();
  });
  const state = stores.session.getState();
  const stored = Boolean(sessionToken(state.session));
  if (!stored) state.markAnonymous();
  return { ready: stored ? playerSession().then((session) => session.checkStoredSession()) : Promise.resolve() };
}

/**
 * With a stored token the player's machinery (the token's check among it) is asked for as the boot starts:
 * it is there by the time the session phase checks the token, which then waits for no code.
 */
export function warmPlayerSession(stores: Pick<ShellStores, 'session'>): void {
  if (sessionToken(stores.session.getState().session)) void import('./playerSession');
}
