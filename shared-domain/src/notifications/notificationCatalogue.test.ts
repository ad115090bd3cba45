import { NOTIFICATIONS, notificationOf, notificationToast } from './notificationCatalogue';

describe('the notification catalogue of spec 1 section 8', () => {
  it.each([
    ['cashback-bonus-success', 'success', 'Your cashback bonus has been credited.'],
    ['invalid-amount', 'error', 'Invalid amount.'],
    ['values-changed', 'info', 'Some values have changed. Please check them.'],
    ['generic-error', 'error', 'Something went wrong. Please refresh the page and try again.'],
    ['first-deposit-bonus-received', 'success', 'You have received your first deposit bonus.'],
    ['your-choice-saved', 'success', 'Your choice has been saved.'],
    ['file-downloaded', 'success', 'File downloaded.'],
    ['no-such-notification', 'error', 'Notification does not exist'],
    ['', 'error', 'Notification does not exist'],
    // An id that names an object property, not a notification, is unknown too.
    ['toString', 'error', 'Notification does not exist'],
    ['__proto__', 'error', 'Notification does not exist'],
  ])('%j shows as %s: %s', (id, kind, text) => {
    expect(notificationOf(id)).toMatchObject({ kind, text });
  });

  it('has the seven texts the spec lists, each under its own key', () => {
    const keys = Object.values(NOTIFICATIONS).map(({ key }) => key);
    expect(keys).toHaveLength(7);
    expect(new Set(keys).size).toBe(7);
  });

  it('makes a toast whose key reads in the shell namespace, with the English text as the default', () => {
    expect(notificationToast('file-downloaded')).toEqual({
      kind: 'success',
      messageKey: 'shell.notifications.file-downloaded',
      values: { defaultValue: 'File downloaded.' },
    });
    expect(notificationToast('42')).toEqual({
      kind: 'error',
      messageKey: 'shell.notifications.notification-does-not-exist',
      values: { defaultValue: 'Notification does not exist' },
    });
  });
});
