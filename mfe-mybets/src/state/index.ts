export { useMyBets, useMyBetsStoreApi } from './MyBetsStoreContext';
export { MY_BETS_KEY, SETTLED_BETS_FETCHED, myBetsPaths, openBetsKey } from './myBetsPaths';
export { useFormats } from './useFormats';
export { usePlayer } from './usePlayer';
