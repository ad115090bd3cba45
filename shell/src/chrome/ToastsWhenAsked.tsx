import { lazy, Suspense, useSyncExternalStore, type ComponentProps } from 'react';

const Toasts = lazy(() => import('./Toasts').then((m) => ({ default: m.Toasts })));

/** The toasts, whose code loads with the first toast asked for: no first view shows one. */
export function ToastsWhenAsked({ inbox, theme }: ComponentProps<typeof Toasts>) {
  const asked = useSyncExternalStore(inbox.subscribe, inbox.anyAsked);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <Toasts inbox={inbox} theme={theme} />
    </Suspense>
  );
}
