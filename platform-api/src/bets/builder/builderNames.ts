import { BET_BUILDER_LEG_SEPARATOR, betBuilderLegs } from '@sportsbook/domain';
import type { NameTranslator } from '../../catalogue/names/nameTranslator';

/**
 * A selection's market and outcome names in the request's language. A bet builder's outcome names its legs
 * (`market: outcome` each), so each leg is translated as its own market and outcome would be; its market keeps
 * the name the slip and my bets know a builder by.
 */
export function selectionNames(
  selection: { marketDescription: string; outcomeDescription: string },
  names: NameTranslator,
): { marketDescription: string; outcomeDescription: string } {
  const legs = betBuilderLegs(selection);
  if (!legs)
    return {
      marketDescription: names.name('markets', selection.marketDescription),
      outcomeDescription: names.name('outcomes', selection.outcomeDescription),
    };
  return {
    marketDescription: selection.marketDescription,
    outcomeDescription: legs
      .map((leg) => {
        const at = leg.indexOf(': ');
        if (at < 0) return leg;
        return `${names.name('markets', leg.slice(0, at))}: ${names.name('outcomes', leg.slice(at + 2))}`;
      })
      .join(BET_BUILDER_LEG_SEPARATOR),
  };
}
