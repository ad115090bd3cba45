import { safeStorage } from './safeStorage';
import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { PlayerSettings } from '../domain/player';

export const DEFAULT_PLAYER_SETTINGS: PlayerSettings = {
  oddsType: 'not_selected',
  layout: 'euro',
  sortBy: 'time',
  defaultStake: null,
  userAcceptOdds: 'D',
  printMissingTranslationKeys: false,
  includeVideoHLS: false,
  theme: 'system',
};

export interface PlayerSettingsState extends PlayerSettings {
  update(patch: Partial<PlayerSettings>): void;
  reset(): void;
}

/** Anonymous players keep their settings locally; logged-in players also save them to the profile. */
export function createPlayerSettingsStore() {
  return createStore<PlayerSettingsState>()(
    persist(
      (set) => ({
        ...DEFAULT_PLAYER_SETTINGS,
        update: (patch) => set(patch),
        reset: () => set(DEFAULT_PLAYER_SETTINGS),
      }),
      { name: 'sb-player-settings', storage: createJSONStorage(() => safeStorage()) },
    ),
  );
}

export type PlayerSettingsStore = ReturnType<typeof createPlayerSettingsStore>;
