import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { SportEvent } from '@sportsbook/contracts';
import { builderMarkets } from './builderPicks';

const tabs = css`
  display: flex;
  gap: 6px;
  padding: 0 12px 12px;
  button {
    flex: 1;
    min-height: 40px;
    border: 1px solid var(--sb-border);
    border-radius: 8px;
    background: var(--sb-surface-2);
    color: var(--sb-text);
    font-weight: 700;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    border-color: var(--sb-accent);
    color: var(--sb-accent);
  }
`;

/** An event offers a builder when at least two of its markets are ones the builder prices. */
export const hasBetBuilder = (event: SportEvent) => builderMarkets(event.markets ?? []).length >= 2;

/** All markets, or the bet builder. */
export function BetBuilderTabs({ building, onChange }: { building: boolean; onChange: (building: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <div css={tabs} role="tablist" aria-label={t('events.betBuilder.modes', 'Markets or bet builder')}>
      <button type="button" role="tab" aria-selected={!building} onClick={() => onChange(false)}>
        {t('events.betBuilder.allMarkets', 'All markets')}
      </button>
      <button type="button" role="tab" aria-selected={building} onClick={() => onChange(true)}>
        {t('events.betBuilder.title', 'Bet builder')}
      </button>
    </div>
  );
}
