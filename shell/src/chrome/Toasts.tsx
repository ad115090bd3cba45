import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, ToastContainer } from 'react-toastify';
import { notificationToast } from '@sportsbook/domain';
import type { AskedToast, ToastInbox } from './toastInbox';

/** Spec 1 section 2.11: 5000 ms, pause on hover and focus loss, drag to dismiss at 80 %, Alt+T. */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_DRAG_PERCENT = 80;

/**
 * The toasts of the bus (through the inbox, which keeps those asked for before this renders). This code, the
 * toast library (10 KB gzip) and the notification catalogue load with the first toast (see ToastsWhenAsked),
 * not on the first view, which shows none.
 */
export function Toasts({ inbox, theme }: { inbox: ToastInbox; theme: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const waiting = useRef<AskedToast[]>([]);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    const collect = () => {
      const taken = inbox.take();
      if (taken.length === 0) return;
      waiting.current.push(...taken);
      setAsked((n) => n + 1);
    };
    collect();
    return inbox.subscribe(collect);
  }, [inbox]);
  // After the container below has mounted (a child's effects run first), so no toast is dropped.
  useEffect(() => {
    for (const request of waiting.current.splice(0)) {
      const shown = 'notificationId' in request ? notificationToast(request.notificationId) : request;
      // Never a raw key: an error whose text no language has reads as the generic error of spec 1 section 8.
      const message =
        'text' in shown
          ? shown.text
          : t(shown.kind === 'error' ? [shown.messageKey, 'errors.something-went-wrong'] : [shown.messageKey], {
              ...shown.values,
            });
      toast(message, { type: shown.kind, autoClose: shown.autoCloseMs ?? TOAST_AUTO_CLOSE_MS });
    }
  }, [asked, t]);

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
