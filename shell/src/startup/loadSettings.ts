import {
  settingsByChannel,
  platformPaths,
  type ApiClient,
  type CachedSettings,
  type Channel,
  type Language,
  type Settings,
} from '@sportsbook/contracts';

/**
 * Settings of both channels: those the page carries inline, else from the platform; on failure the
 * defaults, so the page still renders.
 */
export async function loadSettings(
  api: ApiClient,
  log: (message: string) => void,
  inline?: CachedSettings,
): Promise<{ byChannel: Record<Channel, Settings>; failed: boolean }> {
  try {
    const data = inline ?? (await api.get<CachedSettings>(platformPaths.settings, { params: { cached: true } })).data;
    return { byChannel: settingsByChannel(data, log), failed: false };
  } catch (error) {
    log(`settings failed to load: ${String(error)}`);
    return { byChannel: settingsByChannel({}, log), failed: true };
  }
}

export async function loadLanguages(api: ApiClient, inline?: Language[]): Promise<Language[]> {
  if (inline) return inline;
  try {
    return (await api.get<Language[]>(platformPaths.languages)).data;
  } catch {
    return [];
  }
}
