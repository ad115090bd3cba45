import { skeletonRow } from '../menuTier';

/** Spec 1 section 2.8: five skeleton rows while the menu loads. */
export const SKELETON_ROWS = 5;

export function MenuSkeleton() {
  return (
    <div aria-hidden="true">
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <div key={i} css={skeletonRow} data-testid="menu-skeleton" />
      ))}
    </div>
  );
}
