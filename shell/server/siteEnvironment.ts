// The deployment's features that the shell's server reads from its environment and puts in every page it
// composes (the boot data's environment): spec 1 section 8 has a feature whose variables are missing logged
// as an error and left off. Read once, as the server starts. Pure.
import type { SiteEnvironment } from '@sportsbook/contracts';

/** dst props: the provider's page the section frames, and the operator's id at the provider. */
export const DST_PROPS_VARIABLES = ['DST_PROPS_URL', 'DST_PROPS_OPERATOR_ID'] as const;

/** The page frames it, so its CSP names its origin: it must have one. */
function isHttpUrl(text: string): boolean {
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
}

export interface ReadEnvironment {
  environment: SiteEnvironment;
  /** Why a feature is off, one line each, for the server's error log. */
  errors: string[];
}

export function readSiteEnvironment(variables: Record<string, string | undefined>): ReadEnvironment {
  const value = (name: string) => variables[name]?.trim() ?? '';
  const missing = DST_PROPS_VARIABLES.filter((name) => !value(name));
  if (missing.length) return { environment: {}, errors: [`dst-props is off: ${missing.join(' and ')} not set`] };
  const url = value('DST_PROPS_URL');
  if (!isHttpUrl(url))
    return { environment: {}, errors: [`dst-props is off: DST_PROPS_URL is not an absolute http(s) URL: ${url}`] };
  return { environment: { dstProps: { url, operatorId: value('DST_PROPS_OPERATOR_ID') } }, errors: [] };
}

/** The origins the environment's features frame: the page's CSP lets them in. */
export const frameOriginsOf = (environment: SiteEnvironment): string[] =>
  environment.dstProps ? [new URL(environment.dstProps.url).origin] : [];
