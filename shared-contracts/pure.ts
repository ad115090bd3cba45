/**
 * `@sportsbook/contracts/pure`: pure helpers that only some remotes (and the platform) use: the betting math
 * of the slip and of bet placement, quick stakes, the odds ladder, the jackpot's selection rules, the cash-out
 * value, self-exclusion periods, the login's error messages, stream
 * access and the country tables (the event page and the account pages), the embedding parent's messages and
 * the notification catalogue (which the shell loads once it is framed, or shows its first toast), the search
 * field and its results (the header and the menu load them on first use). Unlike
 * `@sportsbook/contracts`, this entry is not a shared module: a shared module is never tree-shaken and loads
 * whole with the shell, on every first view. Imported from here, a helper is bundled by the remote that uses
 * it, tree-shaken, and loaded with that remote; a helper the first view's remotes use anyway saves nothing here.
 * Only what holds no state and no identity (no store, no class an `instanceof` checks) belongs here: two
 * copies of it on a page behave as one.
 */
export * from './src/betting/systems';
export * from './src/betting/returns';
export * from './src/betting/multipleStake';
export * from './src/betting/freeBetStake';
export * from './src/betting/parlayExtraWinnings';
export * from './src/betting/betTypeName';
export * from './src/betting/betBuilder';
export * from './src/betting/bookingCode';
export * from './src/betting/priceBoost';
export * from './src/mybets/editBet';
export * from './src/money/quickStakes';
export * from './src/odds/oddsLadder';
export * from './src/jackpot/jackpotRules';
export * from './src/mybets/cashOutValue';
export * from './src/mybets/partialCashOut';
export * from './src/account/selfExclusion';
export * from './src/account/saferGambling';
export * from './src/account/accountId';
export * from './src/account/accountTabs';
export * from './src/embedding/parentMessages';
export * from './src/notifications/notificationCatalogue';
export * from './src/streaming/streamAccess';
export * from './src/live/tennisCalls';
export * from './src/countries/countries';
export * from './src/errors/loginErrorKey';
export * from './src/search/searchLimits';
export * from './src/search/searchOptions';
export * from './src/search/useSearchCombobox';
export * from './src/search/SearchListbox';
