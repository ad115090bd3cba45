export { AccountFormCard } from './AccountFormCard';
