export { BetBuilderTabs } from './BetBuilderTabs';
export { BetBuilder } from './lazyBetBuilder';
