export { RowSetScores } from './RowSetScores';
export { Scoreboard } from './Scoreboard';
export { scoreboardVariant } from './scoreboardModel';
