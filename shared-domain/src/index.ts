/**
 * `@sportsbook/domain`: the sportsbook's rules as plain functions and tables, with no state, no React and no
 * identity (no store, no class an `instanceof` checks), so two copies on a page behave as one. Not a shared
 * module: each remote bundles, tree-shaken, what it uses, and the platform prices, checks and settles with the
 * same code. The types it works on are the contracts' (`@sportsbook/contracts`).
 */

// Money: minor units, the player's currency, the 1000-scaled currencies, and how an amount is shown.
export * from './money/money';
export * from './money/currencyDigits';
export * from './money/scaledCurrencies';
export * from './money/formatMoney';
export * from './money/quickStakes';
// Odds: formats, the price ladder and the brand's margins.
export * from './betting/oddsFormats';
export * from './odds/oddsLadder';
export * from './odds/brandMargins';
// Betting math and the stake rules of the slip and of placement.
export * from './betting/systems';
export * from './betting/returns';
export * from './betting/multipleStake';
export * from './betting/freeBetStake';
export * from './betting/parlayExtraWinnings';
export * from './betting/betTypeName';
export * from './betting/betBuilder';
export * from './betting/bookingCode';
export * from './betting/priceBoost';
export * from './betting/visitorClick';
export * from './jackpot/jackpotRules';
export * from './mybets/editBet';
export * from './mybets/cashOutValue';
export * from './mybets/partialCashOut';
// Dates and live clocks.
export * from './live/liveTimeLabel';
export * from './live/mainScore';
export * from './live/tennisCalls';
// The audiences a brand's content is for, and the streams a player may watch.
export * from './content/audience';
export * from './streaming/streamAccess';
// The player's account: safer gambling, self-exclusion, the account's tabs and id.
export * from './account/selfExclusion';
export * from './account/saferGambling';
export * from './account/accountId';
export * from './account/accountTabs';
export * from './countries/countries';
export * from './errors/loginErrorKey';
// Messages from an embedding parent, the notification catalogue, search input rules.
export * from './embedding/parentMessages';
export * from './notifications/notificationCatalogue';
export * from './search/searchLimits';
export * from './search/searchOptions';
