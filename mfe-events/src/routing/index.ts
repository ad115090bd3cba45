export { lazyPage } from './lazyPage';
export { useRouteParams, useSearchParams } from './routeParams';
