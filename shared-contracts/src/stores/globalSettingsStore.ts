import { createStore } from 'zustand/vanilla';
import type { Channel, Settings } from '../domain/settings';
import { DEFAULT_SETTINGS } from '../settings/defaultSettings';

export interface GlobalSettingsState {
  loaded: boolean;
  channel: Channel;
  byChannel: Record<Channel, Settings>;
  /** The settings of the current channel. */
  settings: Settings;
  setAll(byChannel: Record<Channel, Settings>, channel: Channel): void;
  setChannel(channel: Channel): void;
}

export function createGlobalSettingsStore() {
  return createStore<GlobalSettingsState>()((set) => ({
    loaded: false,
    channel: 'web',
    byChannel: { web: DEFAULT_SETTINGS, mobile: { ...DEFAULT_SETTINGS, channel: 'mobile' } },
    settings: DEFAULT_SETTINGS,
    setAll: (byChannel, channel) => set({ loaded: true, byChannel, channel, settings: byChannel[channel] }),
    setChannel: (channel) => set((state) => ({ channel, settings: state.byChannel[channel] })),
  }));
}

export type GlobalSettingsStore = ReturnType<typeof createGlobalSettingsStore>;
