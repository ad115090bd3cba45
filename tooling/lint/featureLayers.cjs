/**
 * Each part's feature folders, from the top (pages, what composes) to the bottom (data, pure models). A folder
 * imports only the folders listed below it, and only through their public file (index.ts): so the folders
 * form no cycle, and a folder's other files stay its own to change. eslint.config.mjs turns this into
 * import-x/no-restricted-paths zones; tooling/lint/featureBoundaries.test.mjs checks that every folder is
 * listed and that the rule fails on an import that breaks it.
 *
 * The shell's server (shell/server) takes pure helpers from the browser's folders file by file: it runs
 * without a bundler, so a public file would load the whole folder's browser code on the server.
 */
module.exports = {
  'mfe-account/src': [
    ['accountPage', 'login'],
    ['passwordReset', 'selfExclusion', 'settings', 'cashier', 'chat', 'history'],
    ['signUp', 'saferGambling'],
    ['countries', 'formCard', 'periodChoice'],
  ],
  'mfe-betslip/src': [['panel'], ['booking'], ['betslip'], ['stake']],
  'mfe-events/src': [
    ['home', 'eventPage', 'livePage', 'favourites', 'notFound', 'gameSections', 'help', 'promotions'],
    ['competitions', 'betBuilder', 'tracker', 'content'],
    ['sports', 'streaming'],
    ['eventList'],
    ['pageView', 'filters', 'firstView'],
    ['odds', 'sportView'],
    ['live', 'priceBoosts'],
    ['data', 'routing', 'scoreboard', 'liveTime'],
  ],
  'mfe-header/src': [
    ['external', 'rebranded'],
    ['header'],
    ['language', 'search', 'session'],
    ['subheader', 'account'],
    ['balance', 'vip'],
    ['externalUrls', 'icons', 'styles'],
  ],
  'mfe-jackpot/src': [['jackpotPage', 'teaser'], ['banners', 'slip'], ['jackpots']],
  'mfe-menu/src': [['bottomNav'], ['sideMenu'], ['sports', 'thirdParties', 'data'], ['icons', 'menuTier'], ['links']],
  'mfe-mybets/src': [
    ['modal', 'accountTabs'],
    ['panel'],
    ['betCount', 'settledBets'],
    ['openBets'],
    ['autoCashOut', 'betDetails', 'betList', 'cashOut', 'editBet'],
    ['betView', 'state'],
  ],
  'shell/src': [
    ['embedding', 'session'],
    ['startup'],
    ['chrome'],
    ['errors', 'i18n', 'layout', 'nativeApp', 'riskGroup', 'theme', 'widgets'],
    ['remotes'],
    ['routing'],
  ],
};
