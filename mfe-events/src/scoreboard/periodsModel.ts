import type { SportEvent } from '@sportsbook/contracts';
import { isFinished, isPlaying, pairOf, periodLayoutOf, points, type Pair, type PeriodLayout } from './scoreboardModel';

// The scoreboard's per-period table on the event page.

const QUARTERS = 4;

/**
 * The period the scoreboard highlights. The platform reports, during an intermission, the period about to
 * start (liveTimeLabel reads a quarters intermission at period 3 as HT); the spec's "intermission of
 * period N" is the break after period N, so an intermission highlights the period just played.
 */
export function currentPeriodOf(event: SportEvent): { number: number; intermission: boolean } | null {
  if (!isPlaying(event) || !event.currentPeriodNumber) return null;
  const intermission = event.clock?.status === 'INTERMISSION';
  const number = intermission ? event.currentPeriodNumber - 1 : event.currentPeriodNumber;
  return number >= 1 ? { number, intermission } : null;
}

export type PeriodColumnKind = 'quarter' | 'half' | 'inning' | 'overtime' | 'halfTime' | 'total';

export interface PeriodColumn {
  kind: PeriodColumnKind;
  /** The period's number for quarters, halves and innings. */
  number?: number;
  label: string;
  /** Empty strings where nothing has been played yet. */
  scores: Pair;
  current: boolean;
}

const REGULAR_PERIODS: Record<PeriodLayout, number> = { quarters: QUARTERS, halves: 2, innings: 9 };

/**
 * The per-period table (spec 2 section 2): quarters Q1 Q2 HT Q3 Q4 FT, halves H1 H2 FT, innings 1 to 9 and
 * a total; overtime adds one OT column to quarters and halves, and each extra inning a column of its own.
 */
export function periodColumns(event: SportEvent): PeriodColumn[] {
  const layout = periodLayoutOf(event.sportCode);
  if (!layout || event.opponents.length < 2) return [];
  const perPeriod = event.scores?.scoresPerPeriod ?? [];
  const regular = REGULAR_PERIODS[layout];
  const current = currentPeriodOf(event);
  const finished = isFinished(event);
  const lastInData = perPeriod.reduce((most, p) => Math.max(most, p.periodInstance), 0);
  // Periods begun so far, from the clock as well as the scores: the platform leaves out a period in which
  // nobody has scored yet.
  const begun = Math.max(lastInData, finished ? (event.currentPeriodNumber ?? 0) : (current?.number ?? 0));
  const halfTimeBreak = layout === 'quarters' && current?.intermission === true && current.number === 2;
  const [home, away] = event.opponents;
  const sum = (opponentId: number, from: number, to: number) =>
    perPeriod
      .filter((p) => p.opponentId === opponentId && p.periodInstance >= from && p.periodInstance <= to)
      .reduce((total, p) => total + p.score, 0);
  const span = (from: number, to: number): Pair =>
    begun >= from ? [String(sum(home.id, from, to)), String(sum(away.id, from, to))] : ['', ''];
  const isCurrent = (from: number, to: number) => current !== null && current.number >= from && current.number <= to;

  const periodLabel = (n: number) => (layout === 'quarters' ? `Q${n}` : layout === 'halves' ? `H${n}` : String(n));
  const kind: PeriodColumnKind = layout === 'quarters' ? 'quarter' : layout === 'halves' ? 'half' : 'inning';
  const columns: PeriodColumn[] = [];
  for (let n = 1; n <= regular; n++) {
    // The break after Q2 highlights the HT column rather than Q2 itself.
    columns.push({
      kind,
      number: n,
      label: periodLabel(n),
      scores: span(n, n),
      current: isCurrent(n, n) && !(halfTimeBreak && n === 2),
    });
    if (layout === 'quarters' && n === 2) {
      const halfTimeOver = halfTimeBreak || begun > 2 || finished;
      columns.push({ kind: 'halfTime', label: 'HT', scores: halfTimeOver ? span(1, 2) : ['', ''], current: halfTimeBreak });
    }
  }
  if (begun > regular) {
    if (layout === 'innings') {
      for (let n = regular + 1; n <= begun; n++)
        columns.push({ kind, number: n, label: periodLabel(n), scores: span(n, n), current: isCurrent(n, n) });
    } else {
      columns.push({ kind: 'overtime', label: 'OT', scores: span(regular + 1, begun), current: isCurrent(regular + 1, begun) });
    }
  }
  const total = pairOf(event, event.scores?.score, points);
  columns.push({
    kind: 'total',
    label: layout === 'innings' ? 'T' : 'FT',
    scores: begun > 0 && total ? total : ['', ''],
    current: finished,
  });
  return columns;
}
