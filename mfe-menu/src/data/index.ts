export { SAMPLE_MAIN_MENU } from './sampleMenu';
export { useCouponGroups } from './useCouponGroups';
export { usePlayerAudiences } from './usePlayerAudiences';
export { useTabs } from './useTabs';
