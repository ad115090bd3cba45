import { useTranslation } from 'react-i18next';
import { ShellLink, useShellStore } from '@sportsbook/contracts';
import { HeaderIcon } from '../icons/HeaderIcon';
import { Dropdown } from '../dropdown/Dropdown';
import * as s from '../header/headerStyles';
import { AccountMenuItems } from './AccountMenuItems';

/**
 * The classic header's account icon, which links to /account, and the dropdown of account pages beside
 * it (spec 1 section 2.5).
 */
export function AccountDropdown() {
  const { t } = useTranslation();
  const username = useShellStore('session', (state) => state.session?.username);
  return (
    <span css={s.accountGroup}>
      <ShellLink css={s.avatarButton} path="/account" aria-label={t('header.myAccount', 'My account')}>
        {username ? <span aria-hidden="true">{username.charAt(0)}</span> : <HeaderIcon name="account" size={20} />}
      </ShellLink>
      <AccountMenu username={username} />
    </span>
  );
}

function AccountMenu({ username }: { username: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Dropdown triggerCss={s.menuChevron} label={t('header.myAccount', 'My account')} trigger={<HeaderIcon name="chevron" />}>
      {(close) => (
        <>
          {username ? (
            <div css={s.panelHeading}>
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
