export { ListMarketSelect } from './ListMarketSelect';
export { PeriodFilter, periodFromSearch, periodParam, type Period } from './PeriodFilter';
