import { BETSLIP_ORIGIN, betslipOriginId } from '@sportsbook/contracts';
import { DEFAULT_BRAND, resolveBetslipOrigin, resolveBrand, resolveNativeApp } from './brand';

describe('brand and mode from the URL', () => {
  it('takes ?brand=, remembers it, and refuses odd names', () => {
    expect(resolveBrand('', localStorage)).toBe(DEFAULT_BRAND);
    expect(resolveBrand('?brand=nova', localStorage)).toBe('nova');
    expect(resolveBrand('', localStorage)).toBe('nova');
    expect(resolveBrand('?brand=../../etc', localStorage)).toBe('nova');
  });

  it('keeps native-app mode for the visit once asked for', () => {
    expect(resolveNativeApp('', localStorage)).toBe(false);
    expect(resolveNativeApp('?mode=native', localStorage)).toBe(true);
    expect(resolveNativeApp('', localStorage)).toBe(true);
  });

  it('keeps ?betslip-origin= for the visit, ignoring what is not a whole number', () => {
    sessionStorage.clear();
    expect(resolveBetslipOrigin('', sessionStorage)).toBeNull();
    expect(resolveBetslipOrigin('?betslip-origin=abc', sessionStorage)).toBeNull();
    expect(resolveBetslipOrigin('?betslip-origin=20', sessionStorage)).toBe(20);
    expect(resolveBetslipOrigin('', sessionStorage)).toBe(20);
    expect(resolveBetslipOrigin('?betslip-origin=-1', sessionStorage)).toBe(20);
  });

  it.each([
    [{ nativeApp: false, embedded: false, betslipOrigin: null }, BETSLIP_ORIGIN.default],
    [{ nativeApp: false, embedded: true, betslipOrigin: null }, 20],
    [{ nativeApp: true, embedded: false, betslipOrigin: null }, 21],
    [{ nativeApp: true, embedded: false, betslipOrigin: 20 }, 20],
    [{ nativeApp: false, embedded: false, betslipOrigin: 21 }, 21],
  ])('sends origin id %j as %i', (mode, origin) => {
    expect(betslipOriginId(mode)).toBe(origin);
  });
});
