import { useQuery } from '@tanstack/react-query';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useShellContext, useShellStore, type BetCountResponse } from '@sportsbook/contracts';

const card = css`
  background: var(--sb-surface);
  border: 1px solid var(--sb-border);
  border-radius: var(--sb-radius);
  padding: 12px;
  h2 {
    margin: 0 0 8px;
    font-size: 15px;
  }
  p {
    margin: 0 0 10px;
    color: var(--sb-text-muted);
  }
  button {
    border: 1px solid var(--sb-accent);
    background: transparent;
    color: var(--sb-text);
    border-radius: 6px;
    padding: 8px 14px;
    font-weight: 600;
    cursor: pointer;
  }
`;

/** The my bets panel: the open-bet count for a player, a way in for a visitor. */
export function MyBetsPanel() {
  const { t } = useTranslation();
  const { api, stores } = useShellContext();
  const session = useShellStore('session', (s) => (s.status === 'logged-in' ? s.session : null));
  const interval = useShellStore('globalSettings', (s) => s.settings.betcount_polling_interval);
  const count = useQuery({
    queryKey: ['betcount', session?.username],
    enabled: Boolean(session),
    refetchInterval: interval,
    queryFn: async () =>
      (await api.get<BetCountResponse>(`/xapi/bet/account/${session?.icore_player_id ?? session?.username}/betcount`, { withAuth: true })).data,
  });

  return (
    <section css={card} aria-labelledby="mybets-title">
      <h2 id="mybets-title">{t('mybets.title', 'My bets')}</h2>
      {session ? (
        <p role="status">
          {t('mybets.open', 'Open bets')}: {count.data ? count.data.count : '…'}
        </p>
      ) : (
        <>
          <p>{t('mybets.loggedOut', 'Log in to follow your open and settled bets.')}</p>
          <button type="button" onClick={() => stores.ui.getState().setModal('isLoginOpen', true)}>
            {t('mybets.login', 'Log in')}
          </button>
        </>
      )}
    </section>
  );
}
