import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShellContext, type PlayerDetails } from '@sportsbook/contracts';
import { useCountryName } from '../countries/useCountryName';

/** /account: the player's profile, from the platform's player details. */
export function ProfileTab({ username }: { username: string }) {
  const { t } = useTranslation();
  const { api } = useShellContext();
  const countryName = useCountryName();
  const details = useQuery({
    queryKey: ['player-details', username],
    queryFn: async ({ signal }) =>
      (await api.get<PlayerDetails>(`/xapi/icore/players/${username}/details`, { withAuth: true, signal })).data,
  });
  if (details.isPending) return <p role="status">{t('account.loading', 'Loading…')}</p>;
  if (details.isError) return <p role="alert">{t('errors.something-went-wrong', 'Something went wrong.')}</p>;
  const player = details.data;
  return (
    <dl>
      <dt>{t('account.login.username', 'Username')}</dt>
      <dd>{player.username}</dd>
      <dt>{t('account.profile.name', 'Name')}</dt>
      <dd>{[player.firstName, player.lastName].filter(Boolean).join(' ') || '—'}</dd>
      <dt>{t('account.profile.email', 'Email')}</dt>
      <dd>{player.email || '—'}</dd>
      <dt>{t('account.profile.account', 'Account number')}</dt>
      <dd>{player.accountNumber}</dd>
      <dt>{t('account.profile.currency', 'Currency')}</dt>
      <dd>{player.currency}</dd>
      <dt>{t('account.profile.country', 'Country')}</dt>
      <dd>{player.countryCode ? countryName(player.countryCode) : '—'}</dd>
      <dt>{t('account.profile.since', 'Member since')}</dt>
      <dd>{player.registrationDateTime ? new Date(player.registrationDateTime).toLocaleDateString() : '—'}</dd>
    </dl>
  );
}
