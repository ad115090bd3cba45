import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The rendered widths of a hidden row's children, one per text, measured again when the texts change
 * and once the page's web fonts have loaded (they change every width). Null while unmeasured.
 */
export function useTextWidths(rowRef: RefObject<HTMLElement | null>, texts: readonly string[]): number[] | null {
  const [widths, setWidths] = useState<number[] | null>(null);
  const key = texts.join('\u0000');
  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row) return undefined;
    let live = true;
    const measure = () => {
      if (!live) return;
      const measured = Array.from(row.children, (child) => child.getBoundingClientRect().width);
      setWidths(measured.some((width) => width > 0) ? measured : null);
    };
    measure();
    void document.fonts?.ready.then(measure);
    return () => {
      live = false;
    };
  }, [rowRef, key]);
  return widths;
}
