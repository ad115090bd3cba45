export type OddsType = 'euro' | 'hk' | 'us' | 'malay' | 'indo';
export const ODDS_TYPES: readonly OddsType[] = ['euro', 'hk', 'us', 'malay', 'indo'];
