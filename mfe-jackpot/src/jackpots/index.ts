export { JackpotBoard } from './JackpotBoard';
export { eventCounts, eventsByOrdinal, jackpotEventOf, legsOf, shownJackpot } from './activeJackpot';
export { useActiveJackpots } from './useActiveJackpots';
export { useJackpotClosed } from './useJackpotClosed';
