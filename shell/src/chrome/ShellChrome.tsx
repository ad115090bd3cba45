import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { I18nextProvider } from 'react-i18next';
import { useStore } from 'zustand';
import type { i18n as I18n } from 'i18next';
import type { ApiClient, ShellStores } from '@sportsbook/contracts';
import type { StoreApi } from 'zustand/vanilla';
import type { PageRegions } from '../layout';
import type { RouteState } from '../routing';
import { applyTheme, resolveTheme } from '../theme';
import { BackToTopWhenScrolled } from './BackToTopWhenScrolled';
import { OrientationNotice } from './OrientationNotice';
import { FooterOnScreen } from './FooterOnScreen';
import { ToastsWhenAsked } from './ToastsWhenAsked';
import type { ToastInbox } from './toastInbox';

/** Side columns (and so their widgets) exist on a desktop only: a phone never downloads the widgets' code. */
const SideWidgets = lazy(() => import('../widgets').then((m) => ({ default: m.SideWidgets })));
/** Only the brands that turn the risk-group modal on download its code; the phone's first view stays as light. */
const RiskGroupNotice = lazy(() => import('../riskGroup').then((m) => ({ default: m.RiskGroupNotice })));
/** The maintenance and blocked pages (spec 1 section 2.1): no other page needs their code. */
const StaticPage = lazy(() => import('./StaticPage').then((m) => ({ default: m.StaticPage })));

interface ChromeProps {
  regions: PageRegions;
  stores: ShellStores;
  route: StoreApi<RouteState>;
  toasts: ToastInbox;
  i18n: I18n;
  /** For the side-column widgets' content; without it (a page without the platform) they do not show. */
  api?: ApiClient;
}

function usePrefersDark(): boolean {
  const query = '(prefers-color-scheme: dark)';
  const [dark, setDark] = useState(() => window.matchMedia?.(query).matches ?? true);
  useEffect(() => {
    const media = window.matchMedia?.(query);
    const onChange = () => setDark(media.matches);
    media?.addEventListener('change', onChange);
    return () => media?.removeEventListener('change', onChange);
  }, []);
  return dark;
}

/** What the shell itself shows around the remotes (the page's styles are inline in the HTML): toasts, back-to-top, footer, static pages. */
export function ShellChrome({ regions, stores, route, toasts, i18n, api }: ChromeProps) {
  const path = useStore(route, (s) => s.path);
  const locale = useStore(route, (s) => s.locale);
  const settings = useStore(stores.globalSettings, (s) => s.settings);
  const theme = useStore(stores.playerSettings, (s) => s.theme);
  const resolved = resolveTheme(theme, usePrefersDark());
  useEffect(() => applyTheme(document.documentElement, resolved, settings.theme), [resolved, settings.theme]);
  const hasSideColumns = useStore(stores.ui, (s) => s.isDesktop && !s.nativeApp);
  // The native app's content-only view blocks what would leave the content (see nativeAppGuard).
  const nativeApp = useStore(stores.ui, (s) => s.nativeApp);
  useEffect(() => {
    if (!nativeApp) return;
    let live = true;
    let remove: (() => void) | undefined;
    void import('../nativeApp').then((guard) => {
      if (live) remove = guard.installNativeAppGuard(document);
    });
    return () => {
      live = false;
      remove?.();
    };
  }, [nativeApp]);
  const riskGroupModal = useStore(stores.globalSettings, (s) => s.settings.show_risk_group_modal);
  const staticKind = /^\/maintenance/.test(path) ? 'maintenance' : /^\/blocked/.test(path) ? 'blocked' : null;

  return (
    <I18nextProvider i18n={i18n}>
      <ToastsWhenAsked inbox={toasts} theme={resolved} />
      {staticKind ? null : <OrientationNotice />}
      {staticKind || !riskGroupModal ? null : (
        <Suspense fallback={null}>
          <RiskGroupNotice stores={stores} />
        </Suspense>
      )}
      {staticKind || !api || !hasSideColumns ? null : (
        <Suspense fallback={null}>
          <SideWidgets regions={regions} stores={stores} route={route} api={api} />
        </Suspense>
      )}
      {staticKind ? null : <BackToTopWhenScrolled path={path} ui={stores.ui} sheet={regions.area('sheet')} />}
      <FooterOnScreen
        area={regions.footer}
        html={settings.footer_html}
        brandName={settings.theme.brandName}
        sealRequired={settings.gcb_seal_required}
        api={api}
      />
      {staticKind
        ? createPortal(
            <Suspense fallback={null}>
              <StaticPage kind={staticKind} homeHref={`/${locale}/homepage`} />
            </Suspense>,
            regions.staticPage,
          )
        : null}
    </I18nextProvider>
  );
}
