import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { ShellLink, useShellStore } from '@sportsbook/contracts';
import { HeaderIcon } from '../icons';
import { Dropdown } from '@sportsbook/ui';
import { button, panelHeading } from '../styles';
import { AccountMenuItems } from './AccountMenuItems';

/** A round account icon with the player's initial. */
const avatarButton = css`
  ${button};
  width: 38px;
  height: 38px;
  padding: 0;
  justify-content: center;
  border-radius: 50%;
  font-weight: 800;
  text-transform: uppercase;
  background: var(--sb-surface-2);
`;

/** The account icon (a link to /account) and the narrow button beside it that opens the account dropdown. */
const accountGroup = css`
  display: inline-flex;
  align-items: center;
  gap: 2px;
`;

const menuChevron = css`
  ${button};
  width: 22px;
  height: 38px;
  padding: 0;
  justify-content: center;
  background: transparent;
`;

/**
 * The classic header's account icon, which links to /account, and the dropdown of account pages beside
 * it (spec 1 section 2.5).
 */
export function AccountDropdown() {
  const { t } = useTranslation();
  const username = useShellStore('session', (state) => state.session?.username);
  return (
    <span css={accountGroup}>
      <ShellLink css={avatarButton} path="/account" aria-label={t('header.myAccount', 'My account')}>
        {username ? <span aria-hidden="true">{username.charAt(0)}</span> : <HeaderIcon name="account" size={20} />}
      </ShellLink>
      <AccountMenu username={username} />
    </span>
  );
}

function AccountMenu({ username }: { username: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Dropdown triggerCss={menuChevron} label={t('header.myAccount', 'My account')} trigger={<HeaderIcon name="chevron" />}>
      {(close) => (
        <>
          {username ? (
            <div css={panelHeading}>
              <small>{t('header.loggedInAs', 'Logged in as')}</small>
              <strong>{username}</strong>
            </div>
          ) : null}
          <AccountMenuItems onChosen={close} />
        </>
      )}
    </Dropdown>
  );
}
