import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useShellStore, ShellLink } from '@sportsbook/contracts';
import { HeaderIcon, type HeaderIconName } from '../icons';
import { subHeaderLink, row } from './subHeaderStyles';

const accentLink = css`
  ${subHeaderLink};
  color: var(--sb-accent);
`;

/** An operator page outside the sportsbook: it opens in a new tab so the player keeps their place. */
function ExternalItem({ href, icon, text }: { href: string; icon: HeaderIconName; text: string }) {
  return (
    <li>
      <a css={subHeaderLink} href={href} target="_blank" rel="noopener">
        <HeaderIcon name={icon} />
        {text}
      </a>
    </li>
  );
}

/**
 * The sub-header's right side (spec 1 section 2.5): Live Chat for players, Promotions, VIP when the scheme
 * is on, and the operator's Services, Store Locator and Chat pages where the brand has them.
 */
export function SubHeaderRight() {
  const { t } = useTranslation();
  const settings = useShellStore('globalSettings', (state) => state.settings);
  const loggedIn = useShellStore('session', (state) => state.status === 'logged-in');
  return (
    <ul css={row}>
      {loggedIn && settings.live_chat_url ? (
        <ExternalItem href={settings.live_chat_url} icon="liveChat" text={t('header.liveChat', 'Live Chat')} />
      ) : null}
      <li>
        {settings.promotions_url ? (
          <a css={subHeaderLink} href={settings.promotions_url}>
            <HeaderIcon name="promotions" />
            {t('header.promotions', 'Promotions')}
          </a>
        ) : (
          <ShellLink css={subHeaderLink} path="/promotions">
            <HeaderIcon name="promotions" />
            {t('header.promotions', 'Promotions')}
          </ShellLink>
        )}
      </li>
      {settings.display_vip_scheme ? (
        <li>
          <ShellLink css={accentLink} path="/promotions#vip">
            <HeaderIcon name="vip" />
            {t('header.vip.link', 'VIP')}
          </ShellLink>
        </li>
      ) : null}
      {settings.services_url ? (
        <ExternalItem href={settings.services_url} icon="services" text={t('header.services', 'Services')} />
      ) : null}
      {settings.store_locator_url ? (
        <ExternalItem href={settings.store_locator_url} icon="storeLocator" text={t('header.storeLocator', 'Store Locator')} />
      ) : null}
      {settings.chat_url ? <ExternalItem href={settings.chat_url} icon="chat" text={t('header.chat', 'Chat')} /> : null}
    </ul>
  );
}
