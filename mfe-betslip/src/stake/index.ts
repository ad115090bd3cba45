export { StakeField } from './StakeField';
export { StakeKeyboard } from './StakeKeyboard';
export { parseStakeText, stakeCurrency, stakeDecimals, stakeText, type StakeCurrency } from './stakeRules';
