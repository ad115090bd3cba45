import { SELF_EXCLUSION_PERIODS, type SelfExclusionPeriod } from '@sportsbook/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The periods in the order offered, with the label each reads as. */
export const PERIOD_CHOICES: { period: SelfExclusionPeriod; label: [string, string] }[] = [
  { period: '1d', label: ['account.selfExclusion.periods.1d', '24 hours'] },
  { period: '7d', label: ['account.selfExclusion.periods.7d', '7 days'] },
  { period: '30d', label: ['account.selfExclusion.periods.30d', '30 days'] },
  { period: '6m', label: ['account.selfExclusion.periods.6m', '6 months'] },
  { period: '1y', label: ['account.selfExclusion.periods.1y', '1 year'] },
  { period: '5y', label: ['account.selfExclusion.periods.5y', '5 years'] },
];

/** The end the confirmation names before the player commits; the platform's answer is the one kept. */
export function expectedEnd(period: SelfExclusionPeriod, now: number): Date {
  return new Date(now + SELF_EXCLUSION_PERIODS[period] * DAY_MS);
}

/** The day an exclusion ends as the site writes dates (spec 1 section 9: DD/MM/YYYY). */
export function dayOf(iso: string): string {
  const date = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/**
 * The exclusion survives the logout's page reload in the tab's session storage, so the page can tell the
 * player, once logged out, until when they are excluded.
 */
export const EXCLUDED_UNTIL_KEY = 'sb.selfExcludedUntil';

export function rememberExclusion(storage: Pick<Storage, 'setItem'>, until: string | null): void {
  storage.setItem(EXCLUDED_UNTIL_KEY, until ?? 'open-ended');
}

/** What was remembered: an end date, 'open-ended', or null when this tab did not just exclude anyone. */
export function rememberedExclusion(storage: Pick<Storage, 'getItem'>): string | null {
  return storage.getItem(EXCLUDED_UNTIL_KEY);
}
