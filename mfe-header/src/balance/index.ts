export { BalanceAmount } from './BalanceAmount';
export { BalanceControl } from './BalanceControl';
export { BalanceToggle } from './BalanceToggle';
export { useBalanceHidden } from './useBalanceHidden';
export { useCashierLink } from './useCashierLink';
export { usePlayerCurrency } from './usePlayerCurrency';
