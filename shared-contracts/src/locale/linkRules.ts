import type { Language } from '../domain/content';

/**
 * Spec 1 section 2.2: with these locale codes the brand's links are kept as the operator published them,
 * not localised: the operator's sites for them are single-language (one Spanish-and-Portuguese site, no
 * Basque one), so a localised link would lead nowhere.
 */
export const LINK_KEEPING_LOCALES: readonly string[] = ['es', 'pt', 'eu'];

/** Which of the brand's links a link is: the Kenya locale keeps only its cashier links unchanged. */
export type LinkKind = 'cashier' | 'other';

/** The Kenya locale: a language whose external locale names Kenya as its region (sw-KE, en-KE). */
export function isKenyaLocale(language: Pick<Language, 'external_locale'> | undefined): boolean {
  return /-KE$/i.test(language?.external_locale ?? '');
}

/** Whether a link of this kind is kept unchanged for this language (spec 1 section 2.2). */
export function keepsLinkUnchanged(language: Pick<Language, 'locale' | 'external_locale'>, kind: LinkKind): boolean {
  return LINK_KEEPING_LOCALES.includes(language.locale) || (kind === 'cashier' && isKenyaLocale(language));
}

/** A path of this site, not another site's address: its locale segment is the route's and always follows the page. */
function isOwnSitePath(template: string): boolean {
  return template.startsWith('/') && !template.startsWith('//');
}

/**
 * The address of an operator's link, whose '{locale}' marks where the language goes. A localised link
 * gets the player's locale; a link kept unchanged gets the brand's default locale, the one the operator
 * published it in. A path of this site always gets the player's locale, or following it would switch the
 * whole site's language.
 */
export function localisedLink(
  template: string,
  kind: LinkKind,
  language: Pick<Language, 'locale' | 'external_locale'>,
  defaultLocale: string,
): string {
  const unchanged = !isOwnSitePath(template) && keepsLinkUnchanged(language, kind);
  return template.replaceAll('{locale}', unchanged ? defaultLocale : language.locale);
}
