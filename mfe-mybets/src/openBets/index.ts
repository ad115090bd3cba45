export { BetCard } from './BetCard';
export { OpenBets } from './OpenBets';
