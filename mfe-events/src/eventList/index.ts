export { EventList, loadLazyEventRow } from './EventList';
