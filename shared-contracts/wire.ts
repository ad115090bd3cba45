/**
 * `@sportsbook/contracts/wire`: the schemas (TypeBox) of the platform's routes: request bodies, query strings
 * and path parameters, each with its `Static` type. The platform validates with them; a remote builds its
 * bodies as their types and imports them with `import type` only (lint holds it to that), so no schema code
 * reaches a browser bundle.
 */
export * from './src/wire/routes/inputBounds';
export * from './src/wire/routes/commonParams';
export * from './src/wire/routes/betslips';
export * from './src/wire/routes/jackpots';
export * from './src/wire/routes/myBets';
export * from './src/wire/routes/bookingCodes';
export * from './src/wire/routes/betBuilder';
export * from './src/wire/routes/login';
export * from './src/wire/routes/signUp';
export * from './src/wire/routes/player';
export * from './src/wire/routes/catalogue';
export * from './src/wire/routes/brand';
