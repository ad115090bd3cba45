import { useTranslation } from 'react-i18next';
import { useLocalisedLink, useShellContext, useShellStore, warmIntent } from '@sportsbook/contracts';
import { useExternalUrls, externalLink } from '../externalUrls';
import { button, primaryButton } from '../styles';

/**
 * What a visitor sees once the session is known to be anonymous (spec 1 section 2.5): the Login/Close
 * toggle of the login modal and the Join link to the brand's registration.
 */
export function LoginControls({ joinLabel }: { joinLabel?: string }) {
  const { t } = useTranslation();
  const { stores } = useShellContext();
  const localise = useLocalisedLink();
  const settings = useShellStore('globalSettings', (state) => state.settings);
  const loginOpen = useShellStore('ui', (state) => state.modals.isLoginOpen);
  const registration = useExternalUrls().registration;
  const join = registration ? externalLink(registration, localise(registration.placeholder)) : null;
  return (
    <>
      {settings.display_registration_button && join ? (
        <a css={button} href={join.href} target={join.target} rel={join.rel}>
          {joinLabel ?? t('header.join', 'Join')}
        </a>
      ) : null}
      {settings.display_login_button ? (
        <button
          type="button"
          css={primaryButton}
          aria-expanded={loginOpen}
          {...warmIntent('account')}
          onClick={() => stores.ui.getState().setModal('isLoginOpen', !loginOpen)}
        >
          {loginOpen ? t('header.close', 'Close') : t('header.login', 'Login')}
        </button>
      ) : null}
    </>
  );
}
