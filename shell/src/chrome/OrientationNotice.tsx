import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * A phone held sideways (spec 1 section 2.4's device-orientation notice): the mobile layout is made for a
 * phone held upright. A screen this low in landscape is a phone; a tablet's landscape is left alone.
 */
export const ORIENTATION_QUERY = '(orientation: landscape) and (max-height: 500px)';

/** Most visits never turn the phone: the notice's code loads the first time it is needed. */
const SidewaysNotice = lazy(() => import('./SidewaysNotice').then((m) => ({ default: m.SidewaysNotice })));

function useSideways(): boolean {
  const [sideways, setSideways] = useState(() => window.matchMedia?.(ORIENTATION_QUERY).matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.(ORIENTATION_QUERY);
    if (!media) return;
    const onChange = () => setSideways(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return sideways;
}

/** Covers the page while a phone is held sideways; it goes as soon as the phone is upright again. */
export function OrientationNotice() {
  if (!useSideways()) return null;
  return (
    <Suspense fallback={null}>
      <SidewaysNotice />
    </Suspense>
  );
}
