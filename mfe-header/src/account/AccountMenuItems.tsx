import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useShellContext, useShellStore, ShellLink } from '@sportsbook/contracts';
import { dropdownItems as items } from '@sportsbook/ui';
import { ACCOUNT_LINK_TEXT, accountLinks } from './accountLinks';

const separator = css`
  height: 1px;
  margin: 4px 6px;
  background: var(--sb-border);
`;

/** The account pages the brand enables and, when display_logout_button is on, logout; `onChosen` closes the panel. */
export function AccountMenuItems({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation();
  const { bus } = useShellContext();
  const settings = useShellStore('globalSettings', (state) => state.settings);
  return (
    <ul css={items}>
      {accountLinks(settings).map((link) => (
        <li key={link.key}>
          <ShellLink path={link.path} onNavigate={onChosen}>
            {t(`header.account.${link.key}`, ACCOUNT_LINK_TEXT[link.key])}
          </ShellLink>
        </li>
      ))}
      {settings.display_logout_button ? (
        <>
          <li role="presentation" css={separator} />
          <li>
            <button
              type="button"
              onClick={() => {
                onChosen();
                bus.emit('session/logout-requested', { reason: 'user' });
              }}
            >
              {t('header.logout', 'Logout')}
            </button>
          </li>
        </>
      ) : null}
    </ul>
  );
}
