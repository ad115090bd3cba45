import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';

const BackToTop = lazy(() => import('./BackToTop').then((m) => ({ default: m.BackToTop })));

/**
 * Back to top shows only on a page scrolled down, so its code loads with the page's first scroll: a first
 * view that is only looked at, or left by a tap, never fetches it.
 */
export function BackToTopWhenScrolled(props: ComponentProps<typeof BackToTop>) {
  const [scrolled, setScrolled] = useState(() => window.scrollY > 0);
  useEffect(() => {
    if (scrolled) return undefined;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);
  if (!scrolled) return null;
  return (
    <Suspense fallback={null}>
      <BackToTop {...props} />
    </Suspense>
  );
}
