import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { FALLBACK_LOCALE, textsAt, type FlatTexts } from '@sportsbook/contracts';
import { createI18n } from '../i18n';
import { createPageRegions } from '../layout';
import { StaticPage } from '../chrome';

/**
 * Spec 1 section 2.1: the maintenance and blocked pages render without the full providers. The platform may
 * be what is down, so nothing here waits for it: no settings, no brand overrides, no session, no remotes.
 * The texts are the shell's own, inline with the page or from its own origin. This boot and the page's code
 * come with these pages alone: every other page's boot leaves them out.
 */
export async function showStaticPage(kind: 'maintenance' | 'blocked', inline: Record<string, FlatTexts>): Promise<void> {
  const locale = /^\/([a-z]{2})\//.exec(window.location.pathname)?.[1] ?? FALLBACK_LOCALE;
  const { i18n } = await createI18n(locale, {
    shellTexts: textsAt(() => '/'),
    overrides: () => Promise.resolve({}),
    inline,
    printMissingKeys: () => false,
    reportMissing: () => undefined,
  });
  const regions = createPageRegions(document.getElementById('sb-root')!);
  regions.root.dataset.static = 'true';
  createRoot(regions.staticPage).render(
    <I18nextProvider i18n={i18n}>
      <StaticPage kind={kind} homeHref={`/${locale}/homepage`} />
    </I18nextProvider>,
  );
}
