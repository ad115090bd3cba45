import { createSessionStore } from './sessionStore';
import { createWalletStore } from './walletStore';
import { createPlayerSettingsStore } from './playerSettingsStore';
import { createGlobalSettingsStore } from './globalSettingsStore';
import { createUiStore } from './uiStore';
import { createFavouritesStore } from './favouritesStore';

/** The key under which the betslip remote persists its slip; the shell deletes it at start (spec 2 section 4). */
export const PERSISTED_BETSLIP_KEY = 'sb-betslip';

/** Only the shell calls this: one set of stores per page, handed to every remote. */
export function createShellStores() {
  return {
    session: createSessionStore(),
    wallet: createWalletStore(),
    playerSettings: createPlayerSettingsStore(),
    globalSettings: createGlobalSettingsStore(),
    ui: createUiStore(),
    favourites: createFavouritesStore(),
  };
}

export type ShellStores = ReturnType<typeof createShellStores>;
