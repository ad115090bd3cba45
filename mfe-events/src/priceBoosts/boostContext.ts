import { createContext, useContext } from 'react';
import type { PriceBoost } from '@sportsbook/domain';

/**
 * The brand's running boosts of the page's events, by outcome (issue 42): the event page provides them
 * (boosts.tsx); every list's price button reads them, so this stays small and the rest loads with the page.
 */
export const NO_BOOSTS = new Map<number, PriceBoost>();
export const BoostsContext = createContext<Map<number, PriceBoost>>(NO_BOOSTS);

/** The boost of one outcome, when its brand runs one now. */
export const useBoost = (outcomeId: number): PriceBoost | undefined => useContext(BoostsContext).get(outcomeId);
