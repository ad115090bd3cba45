/**
 * `@sportsbook/contracts/pure`: the search field and its results, which the header and the menu load on first
 * use, bundled, tree-shaken, by the remote that uses them instead of loading with the shared contracts on
 * every first view. The domain's rules that were here are `@sportsbook/domain`'s; the slip card's and the
 * modals' frames are `@sportsbook/ui`'s.
 */
export * from './src/search/useSearchCombobox';
export * from './src/search/SearchListbox';
