export { BetHistoryTable } from './BetHistoryTable';
export { HistoryExport } from './HistoryExport';
export { HistoryFilter } from './HistoryFilter';
export { OPEN_RANGE, rangeParams } from './historyRange';
