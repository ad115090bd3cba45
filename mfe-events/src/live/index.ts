export { fresh, liveState } from './liveChanges';
export { PolledAtContext, useLiveEvent } from './liveEvent';
export { useLiveEntry } from './useLiveEntry';
export { useLivePollInterval, useStreamOpen, useWatchLive } from './useLiveStream';
