export { SettledBets } from './SettledBets';
