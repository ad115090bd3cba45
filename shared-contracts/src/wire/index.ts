export * from './liveChange';
export * from './placementAnswer';
