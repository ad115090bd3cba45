import type { AccountPreferences, LoginSession, OddsType, PlayerSettings, ShellContext } from '@sportsbook/contracts';

/** What a save sends: the settings as shown (odds type resolved, layout reset) and whether the brand lets the theme switch. */
export interface ProfileSettings {
  oddsType: OddsType;
  layout: PlayerSettings['layout'];
  sortBy: PlayerSettings['sortBy'];
  defaultStake: number | null;
  userAcceptOdds: PlayerSettings['userAcceptOdds'];
  theme: PlayerSettings['theme'];
  themeSwitching: boolean;
}

/** The PATCH of the account preferences; theme only where theme switching is enabled (spec 1 section 7.2). */
export function preferencesBody(settings: ProfileSettings): Partial<AccountPreferences> {
  return {
    price_format: settings.oddsType,
    layout: settings.layout,
    default_stake: settings.defaultStake,
    sort_by: settings.sortBy,
    accept_higher_odds: settings.userAcceptOdds,
    ...(settings.themeSwitching ? { theme: settings.theme } : {}),
  };
}

/** The PUT of the player details: the platform takes the price format in capitals ('HK'). */
export function detailsBody(username: string, settings: ProfileSettings) {
  return { username, priceFormat: settings.oddsType.toUpperCase(), defaultStake: settings.defaultStake };
}

/** Saves the settings to the logged-in player's profile: account preferences and player details, together. */
export async function saveToProfile(api: ShellContext['api'], session: LoginSession, settings: ProfileSettings): Promise<void> {
  // The same account id the shell reads the preferences with at login.
  const accountId = session.icore_player_id ?? session.username;
  await Promise.all([
    api.patch(`/xapi/rest/accounts/${encodeURIComponent(accountId)}/accountPrefs`, preferencesBody(settings), { withAuth: true }),
    api.put(`/xapi/icore/players/${encodeURIComponent(session.username)}/details`, detailsBody(session.username, settings), {
      withAuth: true,
    }),
  ]);
}
