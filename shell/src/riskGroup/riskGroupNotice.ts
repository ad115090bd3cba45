/**
 * The risk-group player modal (spec 1 section 2.4: "A risk-group player modal appears for logged-in users of
 * one regional variant"). The spec gives no flag, text or rule, so these are ours:
 * - the variant is a brand channel whose settings turn `show_risk_group_modal` on (seeded on Nova's phone site);
 * - it shows to a logged-in player once a login session: acknowledged, it stays gone for that session (a reload
 *   keeps it, as the session does) and comes back at the next login or for another player in the same tab;
 * - the native app's content-only view shows none: that mode hides the page's own chrome and the native app
 *   speaks to the player itself.
 */
export interface RiskGroupState {
  enabled: boolean;
  loggedIn: boolean;
  nativeApp: boolean;
  /** This login session's mark (riskGroupSessionMark), or null while nobody is logged in. */
  session: string | null;
  /** The mark of the session that acknowledged the notice in this tab, if any. */
  acknowledged: string | null;
}

export function riskGroupNoticeDue({ enabled, loggedIn, nativeApp, session, acknowledged }: RiskGroupState): boolean {
  return enabled && loggedIn && !nativeApp && session !== null && acknowledged !== session;
}

/** One login session of one player: the username and the moment the session started. */
export function riskGroupSessionMark(username: string | undefined, startedAt: number | null): string | null {
  return username ? `${username}|${startedAt ?? ''}` : null;
}

/** Kept in the tab's session storage: a new tab or browser session asks again. */
export const RISK_GROUP_ACKNOWLEDGED_KEY = 'sb-risk-group-acknowledged';
