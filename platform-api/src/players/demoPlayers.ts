/**
 * Demo players, one for every case the front end must handle. The README lists them; `demo` with
 * `demo1234` is the plain one and a fresh database always starts it with 1000 EUR.
 */
/**
 * The demo players have known passwords and a fixed one-time code: they are seeded only where a demo is meant
 * (DEMO_PLAYERS=1, as `npm start`, the journeys, the benches and the tests set it), never in production.
 */
export function demoPlayersEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.DEMO_PLAYERS === '1' && env.NODE_ENV !== 'production';
}

export interface DemoPlayer {
  username: string;
  password: string;
  brand: string;
  currency: string;
  balance: number;
  status?: 'active' | 'suspended' | 'locked' | 'pending';
  secondFactor?: 'plain' | 'otp' | 'question';
  otpCode?: string;
  question?: string;
  answer?: string;
  termsAccepted?: boolean;
  excludedFromPromotions?: boolean;
  partnerAffiliate?: boolean;
  firstName: string;
  lastName: string;
  countryCode: string;
  vipLevel?: number;
}

export const DEMO_PLAYERS: DemoPlayer[] = [
  {
    username: 'demo',
    password: 'demo1234',
    brand: 'classic',
    currency: 'EUR',
    balance: 1000,
    firstName: 'Dana',
    lastName: 'Demo',
    countryCode: 'GB',
    vipLevel: 2,
  },
  {
    username: 'otp',
    password: 'otp12345',
    brand: 'classic',
    currency: 'EUR',
    balance: 500,
    secondFactor: 'otp',
    otpCode: '246810',
    firstName: 'Olive',
    lastName: 'Tapper',
    countryCode: 'GB',
  },
  {
    username: 'question',
    password: 'question1',
    brand: 'classic',
    currency: 'EUR',
    balance: 500,
    secondFactor: 'question',
    question: 'What was the name of your first pet?',
    answer: 'rex',
    firstName: 'Quinn',
    lastName: 'Asker',
    countryCode: 'IE',
  },
  {
    username: 'terms',
    password: 'terms1234',
    brand: 'classic',
    currency: 'EUR',
    balance: 250,
    termsAccepted: false,
    firstName: 'Terry',
    lastName: 'Newman',
    countryCode: 'GB',
  },
  {
    username: 'suspended',
    password: 'suspended1',
    brand: 'classic',
    currency: 'EUR',
    balance: 100,
    status: 'suspended',
    firstName: 'Sam',
    lastName: 'Paused',
    countryCode: 'GB',
  },
  {
    username: 'locked',
    password: 'locked123',
    brand: 'classic',
    currency: 'EUR',
    balance: 100,
    status: 'locked',
    firstName: 'Lee',
    lastName: 'Shut',
    countryCode: 'GB',
  },
  {
    username: 'pending',
    password: 'pending12',
    brand: 'classic',
    currency: 'EUR',
    balance: 0,
    status: 'pending',
    firstName: 'Pat',
    lastName: 'Waiting',
    countryCode: 'GB',
  },
  {
    username: 'rupiah',
    password: 'rupiah123',
    brand: 'nova',
    currency: 'IDR',
    balance: 5_000_000,
    firstName: 'Ayu',
    lastName: 'Santoso',
    countryCode: 'ID',
  },
  {
    username: 'kenya',
    password: 'kenya1234',
    brand: 'savanna',
    currency: 'KES',
    balance: 20_000,
    firstName: 'Wanjiru',
    lastName: 'Otieno',
    countryCode: 'KE',
  },
  {
    username: 'nopromo',
    password: 'nopromo12',
    brand: 'classic',
    currency: 'EUR',
    balance: 1000,
    excludedFromPromotions: true,
    firstName: 'Nia',
    lastName: 'Plain',
    countryCode: 'GB',
  },
  {
    username: 'partner',
    password: 'partner12',
    brand: 'classic',
    currency: 'EUR',
    balance: 1000,
    partnerAffiliate: true,
    firstName: 'Pat',
    lastName: 'Affiliate',
    countryCode: 'GB',
  },
];
