import { DEFAULT_BRAND, resolveBrand, resolveNativeApp } from './brand';

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
});
