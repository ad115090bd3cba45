export * from './clientErrorReport';
export * from './liveChange';
export * from './placementAnswer';
export * from './registrationOptions';
