import { useEffect, useState } from 'react';
import { useShellContext } from '@sportsbook/contracts';

/**
 * How my bets is shown where the shell placed it: as a page or column panel when its region sits in the
 * centre or a side column, else (mobile, or a layout without my bets) as a modal the player opens.
 */
export type Presentation = { kind: 'panel'; variant: 'page' | 'column' } | { kind: 'modal' };

export function presentationOf(area: string | undefined): Presentation {
  if (area === 'centre') return { kind: 'panel', variant: 'page' };
  if (area === 'left' || area === 'right') return { kind: 'panel', variant: 'column' };
  // Outside the shell's page (tests, a host without areas) the region is all my bets has: a page.
  if (area === undefined) return { kind: 'panel', variant: 'page' };
  return { kind: 'modal' };
}

const areaOf = (region: HTMLElement) => region.closest<HTMLElement>('[data-area]')?.dataset.area;

/** Follows the region as the shell moves it between areas (routes, layouts, viewport); it is never remounted. */
export function usePresentation(): Presentation {
  const { domElementGetter } = useShellContext();
  const [area, setArea] = useState(() => areaOf(domElementGetter()));
  useEffect(() => {
    const region = domElementGetter();
    const page = region.closest('.sb-page');
    const update = () => setArea(areaOf(region));
    update();
    if (!page) return;
    // Only the areas' own children change when a region moves, so each area is watched without its subtree.
    const observer = new MutationObserver(update);
    for (const area of page.querySelectorAll('[data-area]')) observer.observe(area, { childList: true });
    return () => observer.disconnect();
  }, [domElementGetter]);
  return presentationOf(area);
}
