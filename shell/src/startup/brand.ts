import { BRAND_ID_PATTERN, SERVER_COOKIES } from './serverCookies';

const BRAND_STORAGE_KEY = SERVER_COOKIES.brand;
export const DEFAULT_BRAND = 'classic';

/**
 * The brand this page runs as. An operator's deployment fixes it per host; here `?brand=` picks one and
 * the choice is remembered, so one build can be looked at as every seeded brand.
 */
export function resolveBrand(search: string, storage: Pick<Storage, 'getItem' | 'setItem'>): string {
  const asked = new URLSearchParams(search).get('brand');
  if (asked && BRAND_ID_PATTERN.test(asked)) {
    storage.setItem(BRAND_STORAGE_KEY, asked);
    return asked;
  }
  return storage.getItem(BRAND_STORAGE_KEY) ?? DEFAULT_BRAND;
}

/** Native-app content-only mode, asked for with ?mode=native and kept for the rest of the visit. */
export function resolveNativeApp(search: string, storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  const mode = new URLSearchParams(search).get('mode');
  if (mode) storage.setItem('sb-mode', mode);
  return (mode ?? storage.getItem('sb-mode')) === 'native';
}

/**
 * The origin id asked for with ?betslip-origin= (a whole number), kept for the rest of the visit like the
 * mode; anything else is ignored and the mode's own origin applies.
 */
export function resolveBetslipOrigin(search: string, storage: Pick<Storage, 'getItem' | 'setItem'>): number | null {
  const asked = new URLSearchParams(search).get('betslip-origin');
  if (asked !== null && /^[1-9]\d{0,2}$/.test(asked)) storage.setItem('sb-betslip-origin', asked);
  const kept = storage.getItem('sb-betslip-origin');
  return kept ? Number(kept) : null;
}
