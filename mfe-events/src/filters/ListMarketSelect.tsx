import { useTranslation } from 'react-i18next';
import type { ListMarket } from '../sportView';
import { ChipGroup } from './ChipGroup';

/** The market the rows of a list show, where the sport offers more than one (football's extras). */
export function ListMarketSelect({
  markets,
  value,
  onChange,
}: {
  markets: ListMarket[];
  value: ListMarket;
  onChange: (market: ListMarket) => void;
}) {
  const { t } = useTranslation();
  if (markets.length < 2) return null;
  const options = markets.map((market) => ({ value: market.key, label: t(...market.label) }));
  return (
    <ChipGroup
      label={t('events.market.label', 'Market')}
      options={options}
      value={value.key}
      onChange={(key) => onChange(markets.find((market) => market.key === key) ?? markets[0])}
    />
  );
}
