import type { Settings } from '@sportsbook/contracts';
import { roundMinor } from '../money/money';
import { comboOddsSums, distinctMarketComboSums, systemBetCount, type SystemLeg, type SystemType } from './systems';

/** Accumulator odds: the product of the prices. */
export const accumulatorOdds = (odds: number[]) => odds.reduce((product, o) => product * o, 1);

/**
 * Potential returns of a system at a unit stake if every selection wins: for each size k the sum over
 * all k-combinations of their accumulator odds (closed form: the k-th elementary symmetric polynomial).
 */
export function systemReturns(type: SystemType, odds: number[], unitStake: number): number {
  const sums = comboOddsSums(odds);
  return type.sizes.reduce((total, size) => total + unitStake * (sums[size] ?? 0), 0);
}

export function systemTotalStake(type: SystemType, unitStake: number, selections: number): number {
  return unitStake * systemBetCount(type, selections);
}

/** Each-way: a win part and a place part of the same stake; the place part pays the fraction of the odds. */
export function eachWayReturns(stake: number, odds: number, placeFraction: number, wins: boolean, places: boolean): number {
  const placeOdds = 1 + (odds - 1) * placeFraction;
  return (wins ? stake * odds : 0) + (wins || places ? stake * placeOdds : 0);
}

/** "1/4 1-2-3" to 0.25. */
export function placeFractionOf(placeTerms: string | undefined): number {
  const match = /^(\d+)\/(\d+)/.exec(placeTerms ?? '');
  return match ? Number(match[1]) / Number(match[2]) : 0.25;
}

export interface TaxSettings {
  enableStakeAfterTax: boolean;
  stakeRatePercentage: number;
  taxDeductionEnabled: boolean;
  taxReturnsPercentage: number;
}

export interface Returns {
  stakeAfterTax: number;
  grossReturns: number;
  taxDeduction: number;
  potentialReturns: number;
}

/**
 * Stake after tax is the stake less stake_rate_percentage; the tax deduction takes tax_returns_percentage
 * of the winnings (returns above the stake) (spec 2 section 9). Everything in whole minor units of the
 * currency: the stake is cents (or yen, or rupiah), and each figure is rounded once, halves up, from the
 * exact product, so the slip, the bet row and the settlement agree to the minor unit.
 */
export function returnsInMinorUnits(stakeMinor: number, odds: number, tax: TaxSettings): Returns {
  const stakeAfterTax = tax.enableStakeAfterTax ? stakeMinor * (1 - tax.stakeRatePercentage / 100) : stakeMinor;
  const grossReturns = stakeAfterTax * odds;
  const taxDeduction = tax.taxDeductionEnabled ? Math.max(0, grossReturns - stakeMinor) * (tax.taxReturnsPercentage / 100) : 0;
  return {
    stakeAfterTax: roundMinor(stakeAfterTax),
    grossReturns: roundMinor(grossReturns),
    taxDeduction: roundMinor(taxDeduction),
    potentialReturns: roundMinor(grossReturns - taxDeduction),
  };
}

/**
 * The same figures for a stake in major units (what the slip's field and the wire hold) of a currency with
 * `precision` minor-unit digits, computed in minor units and given back in major units.
 */
export function returnsAfterTax(stake: number, odds: number, tax: TaxSettings, precision = 2): Returns {
  const unit = 10 ** precision;
  const minor = returnsInMinorUnits(roundMinor(stake * unit), odds, tax);
  const major = (value: number) => (value === 0 ? 0 : value / unit);
  return {
    stakeAfterTax: major(minor.stakeAfterTax),
    grossReturns: major(minor.grossReturns),
    taxDeduction: major(minor.taxDeduction),
    potentialReturns: major(minor.potentialReturns),
  };
}

/** The brand's taxes as the betting math takes them, the same on the platform and in the betslip. */
export function taxSettingsOf(
  settings: Pick<
    Settings,
    'enable_stake_after_tax' | 'stake_rate_percentage' | 'tax_deduction_enabled' | 'tax_returns_percentage'
  >,
): TaxSettings {
  return {
    enableStakeAfterTax: settings.enable_stake_after_tax,
    stakeRatePercentage: settings.stake_rate_percentage,
    taxDeductionEnabled: settings.tax_deduction_enabled,
    taxReturnsPercentage: settings.tax_returns_percentage,
  };
}

export const NO_TAX: TaxSettings = {
  enableStakeAfterTax: false,
  stakeRatePercentage: 0,
  taxDeductionEnabled: false,
  taxReturnsPercentage: 0,
};

/**
 * Returns of a system at a unit stake over selections that may share markets: only combinations with
 * distinct markets are bets (spec 2 section 5). With every selection in its own market it equals
 * `systemReturns`.
 */
export function systemReturnsOver(type: SystemType, legs: SystemLeg[], unitStake: number): number {
  const sums = distinctMarketComboSums(legs);
  return type.sizes.reduce((total, size) => total + unitStake * (sums[size] ?? 0), 0);
}
