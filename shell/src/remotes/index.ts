export { createFallbacks } from './fallbacks';
export { type RemoteLoader } from './federation';
export { holdCommands } from './heldCommands';
export { gridAreas, isRemoteActive, isStaticPage, placeRemotes, type Area } from './regionPlacement';
export { registerRemoteApps } from './registerRemoteApps';
export { type createRemoteDemand } from './remoteDemand';
export { mountRemotePart, provideRemoteParts } from './remoteParts';
export { warmOnIntent } from './warmOnIntent';
