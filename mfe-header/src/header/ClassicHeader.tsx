import { lazy, Suspense } from 'react';
import { useShellStore } from '@sportsbook/contracts';
import { LanguageDropdown, useShowsLanguagePicker } from '../language';
import { SessionControls } from '../session';
import { subHeader } from '../subheader';
import { bar, header } from '../styles';
import { Logo } from './Logo';
import { MenuToggle } from './MenuToggle';
import { ThemeToggle } from './ThemeToggle';
import { HeaderSearchSlot } from '../search';

// Desktop only, in one chunk ("desktop") with the bar's search field: a phone's first view (the budget's) never
// loads the odds format's or the sub-header's code; a desktop keeps the sub-header's 32 px while the code loads,
// so nothing below moves.
const OddsFormatSelect = lazy(() =>
  import(/* webpackChunkName: "desktop" */ './OddsFormatSelect').then((m) => ({ default: m.OddsFormatSelect })),
);
const SubHeader = lazy(() => import(/* webpackChunkName: "desktop" */ '../subheader').then((m) => ({ default: m.SubHeader })));

/**
 * The classic header of spec 1 section 2.5: on mobile a compact bar (menu, logo, balance, login); on
 * desktop the full bar (odds format, language, VIP, account) above the configurable sub-header.
 */
export function ClassicHeader() {
  const isDesktop = useShellStore('ui', (state) => state.isDesktop);
  const showsLanguagePicker = useShowsLanguagePicker();
  const switchTheme = useShellStore('globalSettings', (state) => state.settings.enable_switching_theme_modes);

  return (
    <div css={header}>
      <div css={bar(isDesktop)}>
        <MenuToggle />
        <Logo />
        <HeaderSearchSlot shown={isDesktop} />
        {isDesktop ? (
          <Suspense fallback={null}>
            <OddsFormatSelect />
          </Suspense>
        ) : null}
        {showsLanguagePicker ? <LanguageDropdown /> : null}
        {switchTheme ? <ThemeToggle /> : null}
        <SessionControls />
      </div>
      {isDesktop ? (
        <Suspense fallback={<div css={subHeader} />}>
          <SubHeader />
        </Suspense>
      ) : null}
    </div>
  );
}
