/**
 * The third-party sections and the currencies they are offered in (spec 1 section 9, spec 2 section 9),
 * in one table: a section lists the currencies it allows, or those it is hidden for.
 */
export type ThirdPartySection =
  | 'parlaybay'
  | 'leap'
  | 'exchange'
  | 'esportsbull'
  | 'esports'
  | 'edge'
  | 'betradar-virtuals'
  | 'vir2al-games'
  | 'soccerbet'
  | 'kiron'
  | 'golden-race'
  | 'lotto'
  | 'dst-props';

interface Gate {
  path: string;
  /** Offered only in these currencies. */
  only?: readonly string[];
  /** Hidden in these currencies. */
  hiddenFor?: readonly string[];
  /** Golden Race also needs a demo id to be configured. */
  needsDemoId?: boolean;
  /** Not offered to affiliated partner players. */
  hiddenForAffiliates?: boolean;
}

const VIRTUAL_HIDDEN = ['MBTC', 'USDT', 'VES'];

export const CURRENCY_GATES: Readonly<Record<ThirdPartySection, Gate>> = {
  parlaybay: {
    path: '/sports/parlaybay',
    only: [
      'IDR',
      'INR',
      'KRW',
      'MYR',
      'THB',
      'USD',
      'VND',
      'ARS',
      'BDT',
      'BRL',
      'CLP',
      'CNY',
      'COP',
      'EUR',
      'GBP',
      'MMK',
      'MXN',
      'PEN',
      'PLN',
      'PYG',
      'UYU',
      'GHS',
      'KES',
      'PHP',
      'RON',
      'RMB',
      'JPY',
      'PKR',
      'KZT',
    ],
  },
  leap: { path: '/sports/leap', hiddenFor: ['USDT', 'JPY'] },
  exchange: { path: '/sports/exchange', hiddenFor: ['MBTC', 'JPY'] },
  esportsbull: { path: '/sports/esportsbull', hiddenFor: ['MBTC', 'USDT', 'USD', 'BRL'] },
  // The second esports feed (pinnacle), which affiliated partner players lose (spec 2 section 5).
  esports: { path: '/sports/esports', hiddenFor: ['MBTC', 'KES', 'PHP', 'KZT'], hiddenForAffiliates: true },
  edge: { path: '/sports/edge', hiddenFor: ['MBTC', 'JPY'] },
  'betradar-virtuals': { path: '/sports/betradar-virtuals', hiddenFor: VIRTUAL_HIDDEN },
  'vir2al-games': { path: '/sports/vir2al-games', hiddenFor: VIRTUAL_HIDDEN },
  // The spec names "a longer list such as thb, vnd, idr, krw" for soccerbet: those four are listed.
  soccerbet: { path: '/sports/soccerbet', hiddenFor: [...VIRTUAL_HIDDEN, 'THB', 'VND', 'IDR', 'KRW'] },
  kiron: { path: '/sports/kiron', hiddenFor: ['USDT'] },
  'golden-race': {
    path: '/sports/golden-race',
    hiddenFor: ['USDT', 'GBP', 'RUB', 'PLN', 'BRL', 'MXN', 'CLP', 'PEN', 'ARS'],
    needsDemoId: true,
  },
  'dst-props': { path: '/dst-props', hiddenFor: ['USDT', 'PKR'] },
  // The spec lists /lotto among the sections without a currency gate for it.
  lotto: { path: '/lotto' },
};

/** Whether a section is offered to a player in this currency (case does not matter), affiliated or not. */
export function sectionOffered(
  section: ThirdPartySection,
  currency: string,
  options: { demoId?: string; affiliate?: boolean } = {},
): boolean {
  const gate = CURRENCY_GATES[section];
  const code = currency.toUpperCase();
  if (gate.needsDemoId && !options.demoId) return false;
  if (gate.hiddenForAffiliates && options.affiliate) return false;
  if (gate.only) return gate.only.includes(code);
  return !(gate.hiddenFor ?? []).includes(code);
}
