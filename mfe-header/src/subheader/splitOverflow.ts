/** What the sub-header shows: the first `shown` links in the bar, the rest in the More dropdown. */
export interface OverflowSplit {
  shown: number;
  overflow: number;
}

/**
 * Fits the sub-header's left links into the available width (spec 1 section 2.5), in their order.
 * When every link fits there is no More; otherwise the More trigger needs room too, so links are
 * kept only while they and More fit together.
 */
export function splitOverflow(widths: readonly number[], available: number, moreWidth: number): OverflowSplit {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return { shown: widths.length, overflow: 0 };
  let used = moreWidth;
  let shown = 0;
  while (shown < widths.length && used + widths[shown] <= available) {
    used += widths[shown];
    shown += 1;
  }
  return { shown, overflow: widths.length - shown };
}
