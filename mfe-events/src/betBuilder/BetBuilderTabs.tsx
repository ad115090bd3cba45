import { useTranslation } from 'react-i18next';
import { BetBuilder } from './lazyBetBuilder';
import { pillRow } from '../filters';

/** All markets, or the bet builder: pills, as the lists' tabs are. */
export function BetBuilderTabs({ building, onChange }: { building: boolean; onChange: (building: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <div css={pillRow} role="tablist" aria-label={t('events.betBuilder.modes', 'Markets or bet builder')}>
      <button type="button" role="tab" aria-selected={!building} onClick={() => onChange(false)}>
        {t('events.betBuilder.allMarkets', 'All markets')}
      </button>
      <button
        type="button"
        role="tab"
        aria-selected={building}
        // The builder's code comes as the player reaches for the tab.
        onPointerEnter={() => void BetBuilder.load()}
        onFocus={() => void BetBuilder.load()}
        onClick={() => onChange(true)}
      >
        {t('events.betBuilder.title', 'Bet builder')}
      </button>
    </div>
  );
}
