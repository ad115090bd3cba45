export { DepositLimitsForm } from './depositLimits/DepositLimitsForm';
export { depositLimitsKey, useDepositLimits } from './depositLimits/depositLimitsCalls';
export { bookedAmount, depositRoom } from './depositLimits/depositLimitsModel';
export { saferGamblingStyles } from './saferGamblingStyles';
