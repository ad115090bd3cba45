/**
 * What an outcome click does (spec 2 section 4): a player's click adds or removes the outcome; a visitor's
 * click on an outcome not yet on the slip asks for a login instead (the slip keeps it as the pending bet and
 * re-adds it after login), and inside an embedding page the parent is asked, since the login belongs to it.
 * A brand that offers retail codes lets visitors fill the slip and take a code to a shop. Removing an
 * outcome already on the slip never asks. The odds button and the betslip both decide with this one rule.
 */
export type OutcomeClick = 'toggle' | 'ask-login' | 'ask-parent-login';

export function outcomeClick({
  loggedIn,
  retailCodes,
  onSlip,
  embedded,
}: {
  loggedIn: boolean;
  /** The brand's `enable_retail_codes`. */
  retailCodes: boolean;
  /** The outcome is already on the slip (the click removes it). */
  onSlip: boolean;
  /** The site runs inside a partner's page (spec 1 section 1). */
  embedded: boolean;
}): OutcomeClick {
  if (loggedIn || retailCodes || onSlip) return 'toggle';
  return embedded ? 'ask-parent-login' : 'ask-login';
}
