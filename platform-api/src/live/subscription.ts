import type { LiveChange } from '@sportsbook/contracts';

/** The events a subscriber asked for, from the comma-joined eventIds parameter; null means all of them. */
export const wantedEvents = (eventIds: string | undefined): Set<number> | null =>
  eventIds ? new Set(eventIds.split(',').map(Number)) : null;

/** A change concerns the subscriber's events when its event (or, for feed alerts, one of them) is among them. */
export function concerns(change: LiveChange, eventIds: Set<number> | null): boolean {
  if (!eventIds) return true;
  if (change.t === 'alert') return change.eids.some((id) => eventIds.has(id));
  return eventIds.has(change.eid);
}
