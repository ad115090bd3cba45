/**
 * A player's time zone as the browser can tell it without loading time-zone data (Intl does that, for tens of
 * milliseconds a page): the clock's offset from UTC in minutes now, and each change in the coming year with
 * the offset after it, e.g. "60,1774746000000:120,1792890000000:60" (Berlin in November). The browser writes
 * it into a cookie; the shell's server writes a first view's times in it, and the browser hydrating that
 * view reads them in the same rule, so both write the same times.
 */
export interface TimeZoneRule {
  offset: number;
  changes: { at: number; offset: number }[];
}

const RULE = /^-?\d{1,4}(,\d{1,15}:-?\d{1,4}){0,4}$/;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Minutes east of UTC of the browser's own clock at `ms`. */
const localOffset = (ms: number) => 0 - new Date(ms).getTimezoneOffset();

/** The instant within (from, to] at which the offset changes, found by halving (to the minute). */
function changeBetween(from: number, to: number, offsetOf: (ms: number) => number): number {
  let [low, high] = [from, to];
  while (high - low > MINUTE_MS) {
    const middle = Math.floor((low + high) / 2);
    if (offsetOf(middle) === offsetOf(from)) low = middle;
    else high = middle;
  }
  return high;
}

/**
 * The browser's own rule for the coming year, from its clock's offsets (a few dozen Date calls, no time-zone
 * data loaded); `offsetOf` stands in for the clock in tests.
 */
export function browserTimeZoneRule(now = Date.now(), offsetOf: (ms: number) => number = localOffset): string {
  const parts = [String(offsetOf(now))];
  let from = now;
  // Offsets change at most a few times a year: four-weekly steps find each change, halving pins it down.
  for (let step = 1; step <= 14; step++) {
    const to = now + step * 28 * DAY_MS;
    if (offsetOf(to) !== offsetOf(from)) {
      const at = changeBetween(from, to, offsetOf);
      parts.push(`${at}:${offsetOf(at)}`);
    }
    from = to;
  }
  return parts.slice(0, 5).join(',');
}

/** A rule from its text; undefined for anything that is not one (a cookie is the player's to change). */
export function parseTimeZoneRule(text: string): TimeZoneRule | undefined {
  if (!RULE.test(text)) return undefined;
  const [first, ...rest] = text.split(',');
  return {
    offset: Number(first),
    changes: rest.map((change) => {
      const [at, offset] = change.split(':').map(Number);
      return { at, offset };
    }),
  };
}

/** Minutes east of UTC that a clock following `rule` shows at `ms`. */
export function offsetAt(rule: TimeZoneRule, ms: number): number {
  let offset = rule.offset;
  for (const change of rule.changes) if (ms >= change.at) offset = change.offset;
  return offset;
}
