import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AskedToast, ToastInbox } from './toastInbox';

/** Spec 1 section 2.11: 5000 ms, pause on hover and focus loss, drag to dismiss at 80 %, Alt+T. */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_DRAG_PERCENT = 80;

/** The toast library and the notification catalogue, which load together with the first toast. */
async function loadToasts() {
  const [toastify, { notificationToast }] = await Promise.all([
    import('react-toastify'),
    import(/* webpackExports: ["notificationToast"] */ '@sportsbook/contracts/pure'),
  ]);
  return { toastify, notificationToast };
}
type Loaded = Awaited<ReturnType<typeof loadToasts>>;

/**
 * The toasts of the bus (through the inbox, which keeps those asked for before this renders). The toast
 * library (10 KB gzip) and the notification catalogue load with the first toast, not on the first view,
 * which shows none; toasts asked for meanwhile wait for them, in order.
 */
export function Toasts({ inbox, theme }: { inbox: ToastInbox; theme: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>();
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
  useEffect(() => {
    if (asked === 0 || loaded) return;
    loadToasts().then(setLoaded, (error: unknown) => console.error('toasts unavailable', error));
  }, [asked, loaded]);
  // After the container below has mounted (a child's effects run first), so no toast is dropped.
  useEffect(() => {
    if (!loaded) return;
    for (const request of waiting.current.splice(0)) {
      const { kind, messageKey, values, autoCloseMs } =
        'notificationId' in request ? loaded.notificationToast(request.notificationId) : request;
      // Never a raw key: an error whose text no language has reads as the generic error of spec 1 section 8.
      const keys = kind === 'error' ? [messageKey, 'errors.something-went-wrong'] : [messageKey];
      loaded.toastify.toast(t(keys, { ...values }), {
        type: kind,
        autoClose: autoCloseMs ?? TOAST_AUTO_CLOSE_MS,
      });
    }
  }, [loaded, asked, t]);

  if (!loaded) return null;
  const { ToastContainer } = loaded.toastify;
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
