import { lazy } from 'react';

/**
 * The desktop header's search field. A phone's first view (the budget's) never loads it; a desktop loads this
 * small field, and the search itself (its list, its requests) when the field is first used.
 */
export const HeaderSearchField = lazy(() => import('./HeaderSearchField'));
