import { useQuery } from '@tanstack/react-query';
import {
  platformPaths,
  sharedPlayerDetails,
  useShellContext,
  useShellStore,
  type LoginSession,
  type PlayerDetails,
  type Profile,
} from '@sportsbook/contracts';

/** What the profile tab shows, whichever call it came from. */
export interface ShownProfile {
  username: string;
  name: string;
  email: string;
  accountNumber: string;
  currency: string;
  countryCode: string;
  since?: string;
}

/** The player details (GET /xapi/icore/players/{id}/details) as the profile tab shows them. */
export function profileFromDetails(details: PlayerDetails): ShownProfile {
  return {
    username: details.username,
    name: [details.firstName, details.lastName].filter(Boolean).join(' '),
    email: details.email ?? '',
    accountNumber: details.accountNumber ?? '',
    currency: details.currency,
    countryCode: details.countryCode ?? '',
    since: details.registrationDateTime,
  };
}

/**
 * The device-session style's profile (GET {base}/accounts/me/profile) as the profile tab shows it; that
 * answer has no username or currency, which the session carries.
 */
export function profileFromDevice(profile: Profile, session: Pick<LoginSession, 'username' | 'currency'>): ShownProfile {
  return {
    username: session.username,
    name: [profile.firstName, profile.lastName].filter(Boolean).join(' '),
    email: profile.email ?? '',
    accountNumber: profile.accountCode ?? '',
    currency: session.currency,
    countryCode: profile.residence?.countryCode ?? '',
    since: profile.registerDate,
  };
}

/** The logged-in player's profile: from the device session's own profile call on brands that log in that way (spec 1 section 7.2). */
export function usePlayerProfile(session: LoginSession) {
  const { api } = useShellContext();
  const deviceStyle = useShellStore('globalSettings', (s) => s.settings.device_session_login);
  return useQuery({
    queryKey: ['player-profile', session.username, deviceStyle],
    queryFn: async ({ signal }) =>
      deviceStyle
        ? profileFromDevice((await api.get<Profile>(platformPaths.deviceProfile, { withAuth: true, signal })).data, session)
        : // The details the header and the menu asked for at login: the page's one answer.
          profileFromDetails(await sharedPlayerDetails(api, session.username)),
  });
}
