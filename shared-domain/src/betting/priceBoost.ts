/**
 * A price boost (issue 42): the brand's operator offers one selection at a better price than the book's,
 * on stakes up to a maximum and between two times. A single staked within the maximum gets the boosted
 * price; a larger stake gets the book's price, as the slip says before it is placed. Multiples count the
 * leg at the book's price.
 */
export interface PriceBoost {
  outcomeId: number;
  eventId: number;
  /** The boosted decimal price. */
  decimal: number;
  /** The largest single stake the boost pays on, in the player's currency (major units). */
  maxStake: number;
  startsAt: string;
  endsAt: string;
}

/** What a slip's single carries of its outcome's boost. */
export type SlipPriceBoost = Omit<PriceBoost, 'outcomeId' | 'eventId'>;

/** Whether a single's stake (major units; none yet counts as within) gets the boosted price. */
export const boostApplies = (boost: Pick<PriceBoost, 'maxStake'>, unitStake: number | undefined) =>
  (unitStake ?? 0) <= boost.maxStake;

/** The price a single is struck at: the boost's within its maximum stake, the book's above it. */
export const singlePriceWith = (
  decimal: number,
  boost: Pick<PriceBoost, 'maxStake' | 'decimal'> | undefined,
  unitStake?: number,
) => (boost && boostApplies(boost, unitStake) ? boost.decimal : decimal);
