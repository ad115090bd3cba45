export { default as DepositForm } from './DepositForm';
