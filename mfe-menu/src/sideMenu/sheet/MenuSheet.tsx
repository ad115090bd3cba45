import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { useShellStore } from '@sportsbook/contracts';

/** Nothing shows it before the Menu tap: its code (the search with it) loads when it first opens. */
const Sheet = lazy(() => import('./Sheet').then((m) => ({ default: m.Sheet })));

/**
 * The rebranded mobile menu: a bottom sheet with a search box, shown while ui.mobileMenuOpen. It is portalled
 * into document.body because the shell slides its drawer area with a transform, which would pin a fixed
 * element to the drawer instead of the viewport.
 */
export function MenuSheet() {
  const open = useShellStore('ui', (state) => state.mobileMenuOpen);
  return open
    ? createPortal(
        <Suspense fallback={null}>
          <Sheet />
        </Suspense>,
        document.body,
      )
    : null;
}
