import { lazy, Suspense } from 'react';
import { spacer } from '../styles';

/**
 * The desktop header's search field. A phone's first view (the budget's) never loads it; a desktop loads this
 * small field with the rest of the desktop bar (the classic header's "desktop" chunk), and the search itself
 * (its list, its requests) when the field is first used.
 */
const HeaderSearchField = lazy(() => import(/* webpackChunkName: "desktop" */ './HeaderSearchField'));

/** The bar's free space, which holds the search field on a desktop. */
export function HeaderSearchSlot({ shown }: { shown: boolean }) {
  return (
    <div css={spacer}>
      {shown ? (
        <Suspense fallback={null}>
          <HeaderSearchField />
        </Suspense>
      ) : null}
    </div>
  );
}
