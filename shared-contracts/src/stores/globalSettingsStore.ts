import { createStore } from 'zustand/vanilla';
import type { Channel, Settings } from '../domain/settings';
import type { Language } from '../domain/content';
import type { SiteEnvironment } from '../domain/siteEnvironment';
import { DEFAULT_SETTINGS } from '../settings/defaultSettings';

export interface GlobalSettingsState {
  loaded: boolean;
  channel: Channel;
  byChannel: Record<Channel, Settings>;
  /** The settings of the current channel. */
  settings: Settings;
  /** The brand's languages (spec 1 section 2.2), for the language pickers. */
  languages: Language[];
  /** The deployment's features (2.1.0): none until the shell reads its page's boot data. */
  environment: SiteEnvironment;
  setAll(byChannel: Record<Channel, Settings>, channel: Channel): void;
  setChannel(channel: Channel): void;
  setLanguages(languages: Language[]): void;
  setEnvironment(environment: SiteEnvironment): void;
}

export function createGlobalSettingsStore() {
  return createStore<GlobalSettingsState>()((set) => ({
    loaded: false,
    channel: 'web',
    byChannel: { web: DEFAULT_SETTINGS, mobile: { ...DEFAULT_SETTINGS, channel: 'mobile' } },
    settings: DEFAULT_SETTINGS,
    languages: [],
    environment: {},
    setAll: (byChannel, channel) => set({ loaded: true, byChannel, channel, settings: byChannel[channel] }),
    setChannel: (channel) => set((state) => ({ channel, settings: state.byChannel[channel] })),
    setLanguages: (languages) => set({ languages }),
    setEnvironment: (environment) => set({ environment }),
  }));
}

export type GlobalSettingsStore = ReturnType<typeof createGlobalSettingsStore>;
