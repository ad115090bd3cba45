export {
  FIRST_HALF,
  OUTRIGHT_ROW_RUNNERS,
  favourites,
  listGroupOf,
  listMarketParams,
  listMarketsOf,
  rowMarket,
  sportViewOf,
  type ListMarket,
} from './sportView';
