export { useBoost } from './boostContext';
export { BoostsProvider } from './boosts';
export { BoostedPrice } from './lazyBoostedPrice';
