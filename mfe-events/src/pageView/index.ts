export { ViewPrices } from './ViewPrices';
export { usePageView, useViewMarketParams } from './usePageView';
