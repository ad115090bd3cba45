import { css } from '@emotion/react';
import { useShellRoute, useShellStore } from '@sportsbook/contracts';

const logo = css`
  font-weight: 800;
  font-size: 20px;
  letter-spacing: 0.06em;
  color: var(--sb-text);
  text-decoration: none;
  white-space: nowrap;
  span {
    color: var(--sb-accent);
  }
  /* On a phone the logo gives way to the balance and the controls beside it. */
  @media (max-width: 1023px) {
    font-size: 17px;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** The brand's logo, linking to its configured desktop or mobile home, else the sportsbook's home (spec 1 section 2.5). */
export function Logo() {
  const { href } = useShellRoute();
  const settings = useShellStore('globalSettings', (state) => state.settings);
  const isDesktop = useShellStore('ui', (state) => state.isDesktop);
  const homeUrl = (isDesktop ? settings.desktop_home_url : settings.mobile_home_url) || href('/homepage');
  // The second part of a two-part logo text ('SPORTS·BOOK') is drawn in the accent colour.
  const [first, ...rest] = settings.theme.logoText.split('·');
  return (
    <a css={logo} href={homeUrl} aria-label={`${settings.theme.brandName} home`}>
      {first}
      {rest.length ? <span>·{rest.join('·')}</span> : null}
    </a>
  );
}
