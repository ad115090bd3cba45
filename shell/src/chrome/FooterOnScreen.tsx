import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { createPortal } from 'react-dom';

const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

/** Whether `element` has come on screen (at once where the browser cannot tell). */
function useOnScreen(element: Element): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen]);
  return seen;
}

/**
 * The footer is below the fold of every first view (the regions take a full screen before they load), so its
 * code, and the operator HTML's sanitiser, load once its area comes on screen. The area keeps its 50 px
 * meanwhile (the page's styles): nothing moves when the footer fills it.
 */
export function FooterOnScreen({ area, ...props }: ComponentProps<typeof Footer> & { area: HTMLElement }) {
  const onScreen = useOnScreen(area);
  return createPortal(
    onScreen ? (
      <Suspense fallback={null}>
        <Footer {...props} />
      </Suspense>
    ) : null,
    area,
  );
}
