export { handOverBetslip } from './persistedBetslip';
