import { useTranslation } from 'react-i18next';
import { useShellStore } from '@sportsbook/contracts';
import { Dropdown } from '../dropdown/Dropdown';
import * as s from '../header/headerStyles';
import { AccountMenuItems } from './AccountMenuItems';

/** The classic header's account icon and its dropdown of account pages (spec 1 section 2.5). */
export function AccountDropdown() {
  const { t } = useTranslation();
  const username = useShellStore('session', (state) => state.session?.username);
  return (
    <Dropdown
      triggerCss={s.avatarButton}
      label={t('header.myAccount', 'My account')}
      trigger={<span aria-hidden="true">{username?.charAt(0) || '◍'}</span>}
    >
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
