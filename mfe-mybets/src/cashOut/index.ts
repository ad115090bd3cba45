export { CashOut } from './CashOut';
