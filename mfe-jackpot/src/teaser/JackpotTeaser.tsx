import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatBooked } from '@sportsbook/domain';
import { ShellLink } from '@sportsbook/contracts';
import { eventCounts, useActiveJackpots } from '../jackpots';
import { plainList } from '@sportsbook/ui';

const card = css`
  background: linear-gradient(135deg, color-mix(in srgb, var(--sb-accent) 18%, var(--sb-surface)) 0%, var(--sb-surface-2) 100%);
  border: 1px solid var(--sb-border);
  border-radius: var(--sb-radius);
  padding: 12px;
  h2 {
    margin: 0 0 8px;
    font-size: 15px;
  }
  p {
    margin: 0;
    color: var(--sb-text-muted);
  }
  ul {
    ${plainList};
    display: grid;
    gap: 10px;
  }
  li {
    display: grid;
    gap: 2px;
  }
  li strong {
    color: var(--sb-accent);
    font-size: 20px;
  }
  li small {
    color: var(--sb-text-muted);
  }
  a {
    justify-self: start;
    margin-top: 4px;
    padding: 6px 12px;
    border-radius: 6px;
    background: var(--sb-accent);
    color: var(--sb-accent-text);
    text-decoration: none;
    font-weight: 700;
  }
`;

/** The active jackpots beside the events, when the page layout lists the jackpot widget. */
export function JackpotTeaser() {
  const { t, i18n } = useTranslation();
  const jackpots = useActiveJackpots();
  const list = jackpots.data ?? [];
  return (
    <section css={card} aria-labelledby="jackpot-title">
      <h2 id="jackpot-title">{t('jackpot.title', 'Jackpot')}</h2>
      {list.length === 0 ? (
        <p>{jackpots.isPending ? '…' : t('jackpot.none', 'No jackpot is open right now. Check back soon.')}</p>
      ) : (
        <ul>
          {list.map((jackpot) => {
            const path = `/jackpot/sport/${jackpot.jackpotId}`;
            const { main, reserves } = eventCounts(jackpot);
            return (
              <li key={jackpot.jackpotId}>
                <span>{jackpot.name}</span>
                <strong>{formatBooked(jackpot.jackpotPrize, jackpot.currency, i18n.language)}</strong>
                <small>
                  {t('jackpot.pickAll', { defaultValue: 'Pick {{main}} matches and {{reserves}} reserves', main, reserves })}
                </small>
                <ShellLink
                  path={path}
                  aria-label={t('jackpot.playJackpot', { defaultValue: 'Play now: {{name}}', name: jackpot.name })}
                >
                  {t('jackpot.playNow', 'Play now')}
                </ShellLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
