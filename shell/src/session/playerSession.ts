import { loadPlayerPreferences } from './playerPreferences';
import { startSessionLifecycle, type SessionDeps } from './sessionLifecycle';
import { checkStoredSession } from './storedSession';
import { startWalletPolling } from './walletPolling';

/**
 * The logged-in player's machinery: the stored token's check, the session's expiry, renewal and logout, the
 * wallet's polling and the preferences saved to the profile. A chunk of its own, which a visitor's page never
 * loads (see startSession).
 */
export function startPlayerSession(deps: SessionDeps) {
  const lifecycle = startSessionLifecycle(deps);
  const stopWallet = startWalletPolling(deps.api, deps.stores, deps.bus);
  const stopPreferences = loadPlayerPreferences(deps.api, deps.stores);
  return {
    logout: lifecycle.logout,
    checkStoredSession: () => checkStoredSession({ ...deps, logout: lifecycle.logout }),
    stop() {
      lifecycle.stop();
      stopWallet();
      stopPreferences();
    },
  };
}

export type PlayerSession = ReturnType<typeof startPlayerSession>;
