/**
 * What the slip, my bets, the event page and the platform agree on about a bet builder selection, bundled by
 * each that uses it (the domain package is not shared): a remote built with it runs under a shell whose contracts
 * predate it.
 */

/** The market type of every bet builder's own market. */
export const BET_BUILDER_MARKET_TYPE_ID = 9000;

/** The market description of every bet builder selection: the slip and my bets know a builder by it. */
export const BET_BUILDER_MARKET_DESCRIPTION = 'Bet Builder';

/** The separator of leg descriptions in a builder outcome's description (`market: outcome` each). */
export const BET_BUILDER_LEG_SEPARATOR = ' · ';

/** A bet builder selection's legs (`market: outcome` each), or undefined for any other selection. */
export const betBuilderLegs = (selection: { marketDescription: string; outcomeDescription: string }) =>
  selection.marketDescription === BET_BUILDER_MARKET_DESCRIPTION
    ? selection.outcomeDescription.split(BET_BUILDER_LEG_SEPARATOR)
    : undefined;
