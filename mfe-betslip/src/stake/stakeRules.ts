import { isScaledCurrency } from '@sportsbook/domain';

/**
 * What the stake rules need to know of a currency: its precision, and whether players see it in
 * thousands (spec 2 section 4). Stakes here are always in the units the player types; the slip books
 * them with toBookedAmount.
 */
export interface StakeCurrency {
  decimals: number;
  scaled: boolean;
}

export type KeypadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | 'backspace' | 'clear';

/** What the stake field should show, the stake it means (null for none) and whether the slip takes it now. */
export interface StakeChange {
  text: string;
  stake: number | null;
  update: boolean;
}

/** Spec 2 section 9. */
export const STAKE_MAX_LENGTH = 13;
const STAKE_MAX_DECIMALS = 2;

/** From the platform's currency list ({isoCode, precision}) or the settings' currency and currency_precision. */
export const stakeCurrency = (isoCode: string, precision: number): StakeCurrency => ({
  decimals: precision,
  scaled: isScaledCurrency(isoCode),
});

/** Decimals a stake may have: none for a scaled currency, else the precision but never more than 2. */
export const stakeDecimals = (currency: StakeCurrency) =>
  currency.scaled ? 0 : Math.max(0, Math.min(currency.decimals, STAKE_MAX_DECIMALS));

export const allowsDecimalPoint = (currency: StakeCurrency) => stakeDecimals(currency) > 0;

/** A stake string as the keyboard could have typed it: no '00' or other leading zero, no leading '.', one '.', the limits. */
function isStakeText(text: string, currency: StakeCurrency): boolean {
  if (text.length > STAKE_MAX_LENGTH) return false;
  const match = /^(?:0|[1-9]\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return false;
  const fraction = match[1];
  return fraction === undefined || (allowsDecimalPoint(currency) && fraction.length <= stakeDecimals(currency));
}

/** A zero is no stake: it would price nothing and place nothing. */
function stakeOf(text: string): number | null {
  const value = text === '' ? 0 : Number(text);
  return value > 0 ? value : null;
}

/**
 * The stake string after a key of the on-screen keyboard, or null when the key is refused (spec 2
 * section 5), so the keyboard can say so. A lone '0' gives way to the next digit as on a calculator
 * ('0' then '5' is '5'); '0' then '0' would be '00' and is refused, '100' is not.
 */
export function pressKey(current: string, key: KeypadKey, currency: StakeCurrency): string | null {
  if (key === 'clear') return '';
  if (key === 'backspace') return current.slice(0, -1);
  const next = current === '0' && key !== '.' && key !== '0' ? key : current + key;
  return isStakeText(next, currency) ? next : null;
}

/**
 * A stake typed or pasted into the stake field, with the keyboard's limits. Commas are stripped
 * ('1,000.50' is 1000.5) and a leading zero before another digit dropped ('05' is '5', as on the
 * keyboard). Input the keyboard would refuse keeps `previous`. A trailing dot stays on screen without
 * an update ('12.' waits for its decimals). '0', '0.0' and '0.00' stay on screen too, so the player can
 * go on to '0.05', but mean no stake: the slip updates to none rather than keeping a stake the field
 * no longer shows.
 */
export function parseStakeText(text: string, currency: StakeCurrency, previous = ''): StakeChange {
  const typed = text.trim().replace(/,/g, '');
  const next = /^0[1-9]/.test(typed) ? typed.slice(1) : typed;
  if (next !== '' && !isStakeText(next, currency)) return { text: previous, stake: stakeOf(previous), update: false };
  return { text: next, stake: stakeOf(next), update: next !== previous && !next.endsWith('.') };
}

/**
 * A quick stake button adds its amount to the stake, so 100, 25 and 5 make 130; a player who wants
 * just the amount clears first. The decimals already typed are kept ('12.50' and 5 make '17.50').
 * Null when the sum would be longer than a stake may be.
 */
export function addQuickStake(current: string, amount: number, currency: StakeCurrency): string | null {
  const decimals = stakeDecimals(currency);
  const scale = 10 ** decimals;
  // Summed in minor units: 0.1 and 0.2 make 0.3, not 0.30000000000000004.
  const total = (Math.round(Number(current || '0') * scale) + Math.round(amount * scale)) / scale;
  const [whole, fraction = ''] = String(total).split('.');
  const typedDecimals = current.split('.')[1]?.length ?? 0;
  const digits = fraction.padEnd(Math.min(typedDecimals, decimals), '0');
  const next = digits ? `${whole}.${digits}` : whole;
  return isStakeText(next, currency) ? next : null;
}

/**
 * An amount as the stake string, e.g. the player's default stake seeding a new bet: whole amounts
 * without decimals, others rounded to the currency's ('2.5' is '2.50'). Empty for no amount, or one
 * the keyboard could not have typed.
 */
export function stakeText(amount: number | null, currency: StakeCurrency): string {
  if (amount === null || !(amount > 0)) return '';
  const decimals = stakeDecimals(currency);
  const rounded = Number(amount.toFixed(decimals));
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(decimals);
  return isStakeText(text, currency) ? text : '';
}

/**
 * A free-bet stake input (spec 2 section 4): 'none' (or nothing) uses no free money, 'max' all of
 * maxFreeMoneyStake, a number that much but never more than maxFreeMoneyStake, as 'max' would.
 * Null for anything else.
 */
export function freeStakeInput(text: string, maxFreeMoneyStake: number): number | null {
  const typed = text.trim().toLowerCase().replace(/,/g, '');
  if (typed === '' || typed === 'none') return 0;
  if (typed === 'max') return maxFreeMoneyStake;
  if (!/^\d+(?:\.\d{1,2})?$/.test(typed)) return null;
  return Math.min(Number(typed), maxFreeMoneyStake);
}
