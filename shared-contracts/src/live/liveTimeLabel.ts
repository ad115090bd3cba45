import type { SportEvent } from '../domain/events';

const FOOTBALL_TYPE = ['FOOT', 'EFOT'];
const CRICKET_FAMILY = ['CRIC', 'VICR', 'ECRI'];

export type LiveTimeLabel =
  { kind: 'not-live' } | { kind: 'not-started' } | { kind: 'finished' } | { kind: 'text'; text: string };

/**
 * The time label of a live event (spec 2 section 4): not started shows the start time or a not-started
 * text; an intermission shows HT at half time and otherwise the break before the period to come; football
 * shows HT at a 45-minute intermission, ET after 90 minutes and penalties after 120.
 */
export function liveTimeLabel(
  event: Pick<SportEvent, 'clock' | 'sportCode' | 'currentPeriodAbbreviation' | 'currentPeriodNumber' | 'isFinished'>,
): LiveTimeLabel {
  const { clock } = event;
  if (!clock) return { kind: 'not-live' };
  if (event.isFinished || clock.status === 'END_OF_EVENT') return { kind: 'finished' };
  if (clock.status === 'NOT_STARTED') return { kind: 'not-started' };
  const period = event.currentPeriodNumber ?? 1;
  if (FOOTBALL_TYPE.includes(event.sportCode)) {
    if (clock.status === 'INTERMISSION')
      return {
        kind: 'text',
        text: clock.minutes === 45 ? 'HT' : clock.minutes >= 120 ? 'Pens' : clock.minutes >= 90 ? 'ET' : `H${period}`,
      };
    if (event.currentPeriodAbbreviation === 'PENS' || clock.minutes >= 120) return { kind: 'text', text: 'Pens' };
    if (clock.minutes >= 90 && event.currentPeriodAbbreviation === 'ET_HALF')
      return { kind: 'text', text: `ET ${clock.minutes}'` };
    return { kind: 'text', text: `${clock.minutes}'` };
  }
  if (CRICKET_FAMILY.includes(event.sportCode))
    return { kind: 'text', text: clock.status === 'INTERMISSION' ? 'Innings break' : `Innings ${period}` };
  if (clock.status === 'INTERMISSION') return { kind: 'text', text: breakLabel(event.currentPeriodAbbreviation, period) };
  switch (event.currentPeriodAbbreviation) {
    case 'QTR':
      return { kind: 'text', text: `Q${period} ${clock.minutes}'` };
    case 'HALF':
      return { kind: 'text', text: `H${period} ${clock.minutes}'` };
    case 'OR':
      return { kind: 'text', text: 'OT' };
    case 'PERIOD':
      return { kind: 'text', text: `Inning ${period}` };
    case 'SETS':
    case 'GAMES':
      return { kind: 'text', text: `Set ${period}` };
    case 'LEGS':
      return { kind: 'text', text: `Set ${period}` };
    case 'FRAMES':
      return { kind: 'text', text: `Frame ${period}` };
    case 'MAP':
      return { kind: 'text', text: `Map ${period}` };
    default:
      return { kind: 'text', text: `${clock.minutes}'` };
  }
}

/**
 * An intermission: the platform reports the period about to start, so a quarters break at period 3 is half
 * time and the others are the breaks before Q2 and Q4 (and overtime); halves break once, at half time.
 */
function breakLabel(abbreviation: SportEvent['currentPeriodAbbreviation'], period: number): string {
  switch (abbreviation) {
    case 'QTR':
      return period === 3 ? 'HT' : `Q${period} break`;
    case 'OR':
      return 'OT break';
    case 'HALF':
      return period === 2 ? 'HT' : `H${period} break`;
    case 'PERIOD':
      return `Inning ${period} break`;
    default:
      return 'Break';
  }
}
