import { useTranslation } from 'react-i18next';
import { useShellStore, ShellLink } from '@sportsbook/contracts';
import * as s from './subHeaderStyles';

/** The sub-header's right side (spec 1 section 2.5): Live Chat for players, Promotions, and VIP when the scheme is on. */
export function SubHeaderRight() {
  const { t } = useTranslation();
  const settings = useShellStore('globalSettings', (state) => state.settings);
  const loggedIn = useShellStore('session', (state) => state.status === 'logged-in');
  return (
    <ul css={s.row}>
      {loggedIn && settings.live_chat_url ? (
        <li>
          <a css={s.link} href={settings.live_chat_url} target="_blank" rel="noopener">
            <span aria-hidden="true">💬</span>
            {t('header.liveChat', 'Live Chat')}
          </a>
        </li>
      ) : null}
      <li>
        {settings.promotions_url ? (
          <a css={s.link} href={settings.promotions_url}>
            {t('header.promotions', 'Promotions')}
          </a>
        ) : (
          <ShellLink css={s.link} path="/promotions">
            {t('header.promotions', 'Promotions')}
          </ShellLink>
        )}
      </li>
      {settings.display_vip_scheme ? (
        <li>
          <ShellLink css={s.accentLink} path="/promotions#vip">
            <span aria-hidden="true">★</span>
            {t('header.vip.link', 'VIP')}
          </ShellLink>
        </li>
      ) : null}
    </ul>
  );
}
