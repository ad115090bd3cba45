export { AccountFormCard } from './AccountFormCard';
export { formFields } from './formFields';
