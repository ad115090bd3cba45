import { useTranslation } from 'react-i18next';
import type { LoginSession } from '@sportsbook/contracts';
import { useCountryName } from '../countries';
import { usePlayerProfile } from './playerProfile';

/** /account: the player's profile, from the platform's player details or the device session's profile. */
export function ProfileTab({ session }: { session: LoginSession }) {
  const { t } = useTranslation();
  const profile = usePlayerProfile(session);
  const countryName = useCountryName();
  if (profile.isPending) return <p role="status">{t('account.loading', 'Loading…')}</p>;
  if (profile.isError) return <p role="alert">{t('errors.something-went-wrong', 'Something went wrong.')}</p>;
  const player = profile.data;
  return (
    <dl>
      <dt>{t('account.login.username', 'Username')}</dt>
      <dd>{player.username}</dd>
      <dt>{t('account.profile.name', 'Name')}</dt>
      <dd>{player.name || '—'}</dd>
      <dt>{t('account.profile.email', 'Email')}</dt>
      <dd>{player.email || '—'}</dd>
      <dt>{t('account.profile.account', 'Account number')}</dt>
      <dd>{player.accountNumber}</dd>
      <dt>{t('account.profile.currency', 'Currency')}</dt>
      <dd>{player.currency}</dd>
      <dt>{t('account.profile.country', 'Country')}</dt>
      <dd>{player.countryCode ? countryName(player.countryCode) : '—'}</dd>
      <dt>{t('account.profile.since', 'Member since')}</dt>
      <dd>{player.since ? new Date(player.since).toLocaleDateString() : '—'}</dd>
    </dl>
  );
}
