export { BetDetails } from './BetDetails';
