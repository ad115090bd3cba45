import {
  ODDS_TYPES,
  type AccountPreferences,
  type ApiClient,
  type OddsType,
  type PlayerSettings,
  type ShellStores,
} from '@sportsbook/contracts';

/** The player's saved preferences as the player-settings store holds them; unknown values are left out. */
export function settingsFromPreferences(prefs: Partial<AccountPreferences>): Partial<PlayerSettings> {
  const settings: Partial<PlayerSettings> = {};
  const format = prefs.price_format?.toLowerCase();
  if (format && ODDS_TYPES.includes(format as OddsType)) settings.oddsType = format as OddsType;
  if (prefs.layout) settings.layout = prefs.layout;
  if (prefs.sort_by) settings.sortBy = prefs.sort_by;
  if (prefs.default_stake !== undefined) settings.defaultStake = prefs.default_stake;
  if (prefs.accept_higher_odds) settings.userAcceptOdds = prefs.accept_higher_odds;
  if (prefs.theme) settings.theme = prefs.theme;
  return settings;
}

/**
 * Once a player is logged in (at login, or at start with a stored session) the preferences saved to the
 * profile replace the local ones (spec 1 section 4): the whole site follows through the store. The shell
 * does it, so the settings hold even while the account remote is down. A setting the player changes while
 * the profile's answer is on its way (the settings panel opened with the page) is the newer choice: it stays.
 */
export function loadPlayerPreferences(api: ApiClient, stores: ShellStores): () => void {
  const load = async () => {
    const session = stores.session.getState().session;
    const accountId = session?.icore_player_id ?? session?.username;
    if (!accountId) return;
    const asked = stores.playerSettings.getState();
    try {
      const { data } = await api.get<AccountPreferences>(`/xapi/rest/accounts/${accountId}/accountPrefs`, { withAuth: true });
      const now = stores.playerSettings.getState();
      const unchanged = Object.entries(settingsFromPreferences(data)).filter(
        ([key]) => now[key as keyof PlayerSettings] === asked[key as keyof PlayerSettings],
      );
      stores.playerSettings.getState().update(Object.fromEntries(unchanged));
    } catch (error) {
      // The local settings stay; the next login tries again.
      console.warn('could not load the player preferences', error);
    }
  };
  if (stores.session.getState().status === 'logged-in') void load();
  return stores.session.subscribe((state, before) => {
    if (state.status === 'logged-in' && before.status !== 'logged-in') void load();
  });
}
