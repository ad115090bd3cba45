/** Defined by each app's own webpack build (tooling/webpack/createAppConfig.cjs), in that app's chunks. */
declare const __SPORTSBOOK_CONTRACT_VERSION__: string;
/** Which release of an app this is: SPORTSBOOK_BUILD_ID at build time. */
declare const __SPORTSBOOK_BUILD_ID__: string;
/** Where this build is served from (webpack's public path, found from its remote entry at run time). */
declare const __webpack_public_path__: string;
