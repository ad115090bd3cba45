import type { LoginSession, OddsType, PlayerSettings, ShellContext } from '@sportsbook/contracts';
import { accountIdOf } from '@sportsbook/domain';
import type { DetailsRequest, PreferencesRequest } from '@sportsbook/contracts/wire';

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
export function preferencesBody(settings: ProfileSettings): PreferencesRequest {
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
export function detailsBody(username: string, settings: ProfileSettings): DetailsRequest {
  return { username, priceFormat: settings.oddsType.toUpperCase(), defaultStake: settings.defaultStake };
}

/**
 * Saves the settings to the logged-in player's profile: the account preferences, then the player details.
 * Both or neither: sent side by side, a refused details call left the preferences saved (the profile half
 * saved, its price format and default stake differing between the two). So the preferences go first (a
 * refusal there has written nothing), and when the details are refused after them, the preferences are put
 * back to `saved`, what the profile held, before the failure is passed on.
 */
export async function saveToProfile(
  api: ShellContext['api'],
  session: LoginSession,
  settings: ProfileSettings,
  saved: ProfileSettings | null,
): Promise<void> {
  // The same account id the shell reads the preferences with at login.
  const accountId = accountIdOf(session) ?? session.username;
  const prefsPath = `/xapi/rest/accounts/${encodeURIComponent(accountId)}/accountPrefs`;
  await api.patch(prefsPath, preferencesBody(settings), { withAuth: true });
  try {
    await api.put(
      `/xapi/icore/players/${encodeURIComponent(session.username)}/details`,
      detailsBody(session.username, settings),
      {
        withAuth: true,
      },
    );
  } catch (error) {
    if (saved) await api.patch(prefsPath, preferencesBody(saved), { withAuth: true }).catch(() => undefined);
    throw error;
  }
}
