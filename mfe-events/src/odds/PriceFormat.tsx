import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useShellStore, type Market, type OddsType, type Outcome, type SportEvent } from '@sportsbook/contracts';
import { useBrandPrice } from './useBrandPrice';

interface PriceFormat {
  format: OddsType;
  negativeOdds: boolean;
  price: (event: SportEvent, market: Market, outcome: Outcome) => number;
}

const Context = createContext<PriceFormat | null>(null);

/**
 * How prices show, worked out once for the whole remote rather than in each of the hundreds of odds
 * buttons a list holds: the player's odds format, negative odds, and the brand's margins.
 */
export function PriceFormatProvider({ children }: { children: ReactNode }) {
  const oddsType = useShellStore('playerSettings', (s) => s.oddsType);
  const defaultFormat = useShellStore('globalSettings', (s) => s.settings.default_price_format);
  const negativeOdds = useShellStore('globalSettings', (s) => s.settings.negative_odds_betslip);
  const price = useBrandPrice();
  const value = useMemo(
    () => ({ format: oddsType === 'not_selected' ? defaultFormat : oddsType, negativeOdds, price }),
    [oddsType, defaultFormat, negativeOdds, price],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function usePriceFormat(): PriceFormat {
  const value = useContext(Context);
  if (!value) throw new Error('usePriceFormat needs a PriceFormatProvider');
  return value;
}
