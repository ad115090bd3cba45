import { useTranslation } from 'react-i18next';
import { Tabs } from '@sportsbook/ui';
import { BetBuilder } from './lazyBetBuilder';

/** All markets, or the bet builder: pills, as the lists' tabs are. */
export function BetBuilderTabs({ building, onChange }: { building: boolean; onChange: (building: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs
      label={t('events.betBuilder.modes', 'Markets or bet builder')}
      selected={building}
      onSelect={onChange}
      tabs={[
        { id: false, label: t('events.betBuilder.allMarkets', 'All markets') },
        // The builder's code comes as the player reaches for the tab.
        { id: true, label: t('events.betBuilder.title', 'Bet builder'), onIntent: () => void BetBuilder.load() },
      ]}
    />
  );
}
