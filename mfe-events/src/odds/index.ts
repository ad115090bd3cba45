export { OddsButton } from './OddsButton';
export { usePriceFormat } from './PriceFormat';
