export { AutoCashOut } from './AutoCashOut';
export { autoCashOutOffered } from './autoCashOutModel';
