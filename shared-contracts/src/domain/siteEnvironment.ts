/**
 * What the site's deployment configures beside the brand's settings: the shell's server reads it from its
 * environment and puts it in every page it composes (shell/server/siteEnvironment.ts). A feature whose
 * variables are missing is absent here, and off (spec 1 section 8).
 */
export interface SiteEnvironment {
  dstProps?: DstPropsEnvironment;
}

/** The dst-props provider (spec 1 section 2.11): its page, framed with the player's dst token, and the operator's id there. */
export interface DstPropsEnvironment {
  /** An absolute http(s) URL. */
  url: string;
  operatorId: string;
}
