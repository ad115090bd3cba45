/** The account history's dates: from and to, both days included, as YYYY-MM-DD; an empty one is open. */
export interface HistoryRange {
  from: string;
  to: string;
}

export const OPEN_RANGE: HistoryRange = { from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a range can be asked for: each end a day or open, and from not after to. */
export function isValidRange(range: HistoryRange): boolean {
  const ok = (end: string) => end === '' || DAY.test(end);
  return ok(range.from) && ok(range.to) && (range.from === '' || range.to === '' || range.from <= range.to);
}

/** The range as query parameters: only the ends that are set. */
export function rangeParams(range: HistoryRange): Record<string, string> {
  return Object.fromEntries(Object.entries(range).filter(([, end]) => end !== ''));
}

/** The export's file name: what it holds and the dates it covers. */
export function exportName(kind: 'transactions' | 'bets', range: HistoryRange): string {
  const span = [range.from || 'start', range.to || 'today'].join('_');
  return `${kind}_${span}.csv`;
}
