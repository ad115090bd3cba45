/**
 * `@sportsbook/contracts/pure`: the UI pieces that only some remotes draw (the slip card's and the modals'
 * frames, the search field and its results), bundled, tree-shaken, by the remote that uses them instead of
 * loading with the shared contracts on every first view. They wait here for the design system; the domain's
 * rules that were here are `@sportsbook/domain`'s.
 */
export * from './src/ui/slipCardStyles';
export * from './src/ui/modalStyles';
export * from './src/search/useSearchCombobox';
export * from './src/search/SearchListbox';
