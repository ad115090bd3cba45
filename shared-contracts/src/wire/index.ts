export * from './clientErrorReport';
export * from './jackpotPlacementAnswer';
export * from './jackpotSlipPrice';
export * from './liveChange';
export * from './loginAnswers';
export * from './placementAnswer';
export * from './registrationOptions';
export * from './transactionsPage';
