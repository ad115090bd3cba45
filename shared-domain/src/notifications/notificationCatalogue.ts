import type { BusEvents, ToastKind } from '@sportsbook/contracts';

/** One notification of spec 1 section 8: how it shows and its text (the key and its English default). */
export interface Notification {
  kind: ToastKind;
  key: string;
  text: string;
}

/**
 * The notification texts of spec 1 section 8, by id. They live in the shell's namespace because the shell
 * shows every toast, whichever remote (or the platform) names the notification.
 */
export const NOTIFICATIONS = {
  'cashback-bonus-success': {
    kind: 'success',
    key: 'shell.notifications.cashback-bonus-success',
    text: 'Your cashback bonus has been credited.',
  },
  'invalid-amount': { kind: 'error', key: 'shell.notifications.invalid-amount', text: 'Invalid amount.' },
  'values-changed': {
    kind: 'info',
    key: 'shell.notifications.values-changed',
    text: 'Some values have changed. Please check them.',
  },
  'generic-error': {
    kind: 'error',
    key: 'shell.notifications.generic-error',
    text: 'Something went wrong. Please refresh the page and try again.',
  },
  'first-deposit-bonus-received': {
    kind: 'success',
    key: 'shell.notifications.first-deposit-bonus-received',
    text: 'You have received your first deposit bonus.',
  },
  'your-choice-saved': { kind: 'success', key: 'shell.notifications.your-choice-saved', text: 'Your choice has been saved.' },
  'file-downloaded': { kind: 'success', key: 'shell.notifications.file-downloaded', text: 'File downloaded.' },
} as const satisfies Record<string, Notification>;

export type NotificationId = keyof typeof NOTIFICATIONS;

/** What an id the catalogue does not know shows, rather than nothing or a raw id. */
export const UNKNOWN_NOTIFICATION: Notification = {
  kind: 'error',
  key: 'shell.notifications.notification-does-not-exist',
  text: 'Notification does not exist',
};

/** The notification of an id; the id may come from the platform, so any string is accepted. */
export function notificationOf(id: string): Notification {
  return Object.hasOwn(NOTIFICATIONS, id) ? NOTIFICATIONS[id as NotificationId] : UNKNOWN_NOTIFICATION;
}

/** The toast that shows a notification, ready for the bus's `toast/show`. */
export function notificationToast(id: string): BusEvents['toast/show'] {
  const { kind, key, text } = notificationOf(id);
  return { kind, messageKey: key, values: { defaultValue: text } };
}
