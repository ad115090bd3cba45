import { useShellRoute, useShellStore } from '@sportsbook/contracts';
import * as s from './headerStyles';

/** The brand's logo, linking to its configured desktop or mobile home, else the sportsbook's home (spec 1 section 2.5). */
export function Logo() {
  const { href } = useShellRoute();
  const settings = useShellStore('globalSettings', (state) => state.settings);
  const isDesktop = useShellStore('ui', (state) => state.isDesktop);
  const homeUrl = (isDesktop ? settings.desktop_home_url : settings.mobile_home_url) || href('/homepage');
  // The second part of a two-part logo text ('SPORTS·BOOK') is drawn in the accent colour.
  const [first, ...rest] = settings.theme.logoText.split('·');
  return (
    <a css={s.logo} href={homeUrl} aria-label={`${settings.theme.brandName} home`}>
      {first}
      {rest.length ? <span>·{rest.join('·')}</span> : null}
    </a>
  );
}
