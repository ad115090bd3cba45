export { Card, ListState, SCREENFUL_ROWS } from './Card';
export { PagedEvents } from './PagedEvents';
export { eventIdOf, findSport } from './sportRoute';
