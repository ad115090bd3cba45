import { useQuery } from '@tanstack/react-query';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatMoney, useShellContext, useShellRoute, useShellStore } from '@sportsbook/contracts';

interface ActiveJackpot {
  jackpotId: number;
  name: string;
  jackpotPrize: number;
  currency: string;
  closesAt: string;
}

const card = (page: boolean) => css`
  background: linear-gradient(135deg, var(--sb-surface) 0%, var(--sb-surface-2) 100%);
  border: 1px solid var(--sb-border);
  border-radius: var(--sb-radius);
  padding: ${page ? '24px' : '12px'};
  h2 {
    margin: 0 0 8px;
    font-size: ${page ? '22px' : '15px'};
  }
  p {
    margin: 0;
    color: var(--sb-text-muted);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  li strong {
    color: var(--sb-accent);
  }
`;

/** Active jackpots: a teaser beside the events, the whole page on /jackpot. */
export function JackpotTeaser() {
  const { t } = useTranslation();
  const { api } = useShellContext();
  const { path } = useShellRoute();
  const currencyPrecision = useShellStore('globalSettings', (s) => s.settings.currency_precision);
  const page = path.startsWith('/jackpot');
  const jackpots = useQuery({
    queryKey: ['jackpots', 'active'],
    queryFn: async () => (await api.get<ActiveJackpot[]>('/xapi/rest/jackpotbetweb/active')).data,
    staleTime: 60_000,
  });
  const list = jackpots.data ?? [];
  return (
    <section css={card(page)} aria-labelledby="jackpot-title">
      <h2 id="jackpot-title">{t('jackpot.title', 'Jackpot')}</h2>
      {list.length === 0 ? (
        <p>{jackpots.isPending ? '…' : t('jackpot.none', 'No jackpot is open right now. Check back soon.')}</p>
      ) : (
        <ul>
          {list.map((jackpot) => (
            <li key={jackpot.jackpotId}>
              {jackpot.name}: <strong>{formatMoney(jackpot.jackpotPrize, jackpot.currency, currencyPrecision)}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
