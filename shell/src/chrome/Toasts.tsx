import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { EventBus } from '@sportsbook/contracts';

/** Spec 1 section 2.11: 5000 ms, pause on hover and focus loss, drag to dismiss at 80 %, Alt+T. */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_DRAG_PERCENT = 80;

export function Toasts({ bus, theme }: { bus: EventBus; theme: 'light' | 'dark' }) {
  const { t } = useTranslation();
  useEffect(
    () =>
      bus.on('toast/show', ({ kind, messageKey, values, autoCloseMs }) => {
        toast(t(messageKey, { defaultValue: messageKey, ...values }), {
          type: kind,
          autoClose: autoCloseMs ?? TOAST_AUTO_CLOSE_MS,
        });
      }),
    [bus, t],
  );
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
