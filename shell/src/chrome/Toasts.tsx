import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationToast, type BusEvents, type EventBus } from '@sportsbook/contracts';

/** Spec 1 section 2.11: 5000 ms, pause on hover and focus loss, drag to dismiss at 80 %, Alt+T. */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_DRAG_PERCENT = 80;

type Toastify = typeof import('react-toastify');
type ToastRequest = BusEvents['toast/show'];

/**
 * The toasts of the bus. The toast library (10 KB gzip) loads with the first toast, not on the first
 * view, which shows none; toasts asked for meanwhile wait for it.
 */
export function Toasts({ bus, theme }: { bus: EventBus; theme: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const [toastify, setToastify] = useState<Toastify>();
  const waiting = useRef<ToastRequest[]>([]);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    const ask = (request: ToastRequest) => {
      waiting.current.push(request);
      setAsked((n) => n + 1);
    };
    const offToast = bus.on('toast/show', ask);
    const offNotification = bus.on('notification/show', ({ id }) => ask(notificationToast(id)));
    return () => {
      offToast();
      offNotification();
    };
  }, [bus]);
  useEffect(() => {
    if (asked === 0 || toastify) return;
    import('react-toastify').then(setToastify, (error: unknown) => console.error('toasts unavailable', error));
  }, [asked, toastify]);
  // After the container below has mounted (a child's effects run first), so no toast is dropped.
  useEffect(() => {
    if (!toastify) return;
    for (const { kind, messageKey, values, autoCloseMs } of waiting.current.splice(0)) {
      // Never a raw key: an error whose text no language has reads as the generic error of spec 1 section 8.
      const keys = kind === 'error' ? [messageKey, 'errors.something-went-wrong'] : [messageKey];
      toastify.toast(t(keys, { ...values }), {
        type: kind,
        autoClose: autoCloseMs ?? TOAST_AUTO_CLOSE_MS,
      });
    }
  }, [toastify, asked, t]);

  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return (
    <ToastContainer
      position="bottom-center"
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={TOAST_DRAG_PERCENT}
      hotKeys={(event) => event.altKey && event.code === 'KeyT'}
      theme={theme}
    />
  );
}
