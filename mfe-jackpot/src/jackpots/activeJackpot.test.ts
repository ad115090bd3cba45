import { sampleJackpot } from '../testing/sampleJackpot';
import { chooseJackpot, eventCounts, isJackpotClosed, jackpotEventOf, legsOf, outcomeLabel, shownJackpot } from './activeJackpot';

describe('the jackpot a route opens (spec 2 section 2)', () => {
  it.each<[string, string, string, number | null]>([
    ['the jackpot page', '/jackpot', '', null],
    ['a jackpot event', '/jackpot/sport/12', '', 12],
    ['a jackpot event with a slug', '/jackpot/sport/12-super-6', '', 12],
    ['the jackpotEvent query parameter', '/jackpot', '?jackpotEvent=9', 9],
    ['the path wins over the query', '/jackpot/sport/3', '?jackpotEvent=9', 3],
    ['not a number', '/jackpot/sport/abc', '', null],
    ['zero is no jackpot', '/jackpot/sport/0', '', null],
  ])('%s: %s%s gives %s', (_case, path, search, expected) => {
    expect(jackpotEventOf(path, search)).toBe(expected);
  });

  it.each<[string, number | null, number | undefined]>([
    ['the named jackpot', 8, 8],
    ['the first when none is named', null, 7],
    ['the first when the named one is not active', 99, 7],
  ])('%s', (_case, jackpotEvent, expected) => {
    expect(chooseJackpot([sampleJackpot(7), sampleJackpot(8)], jackpotEvent)?.jackpotId).toBe(expected);
  });

  it('has nothing to show without active jackpots', () => {
    expect(chooseJackpot([], 7)).toBeUndefined();
  });
});

describe('a jackpot closing at its first kick-off', () => {
  const closesAt = Date.parse(sampleJackpot().closesAt);
  it.each<[string, 'open' | 'closed', number, boolean]>([
    ['open before the kick-off', 'open', closesAt - 1, false],
    ['closed at the kick-off, before the platform says so', 'open', closesAt, true],
    ['closed when the platform says so, even before the planned kick-off', 'closed', closesAt - 60_000, true],
  ])('%s', (_case, status, now, closed) => {
    expect(isJackpotClosed({ ...sampleJackpot(), status }, now)).toBe(closed);
  });

  it('keeps a jackpot on screen once it leaves the list, and offers the next one', () => {
    const [seven, eight] = [sampleJackpot(7), sampleJackpot(8)];
    expect(shownJackpot([seven], null, undefined)).toEqual({ jackpot: seven, left: false });
    expect(shownJackpot([eight], null, seven)).toEqual({ jackpot: seven, left: true, next: eight });
    expect(shownJackpot([], 7, seven)).toEqual({ jackpot: seven, left: true, next: undefined });
    expect(shownJackpot([eight], 8, seven)).toEqual({ jackpot: eight, left: false });
    expect(shownJackpot([seven, eight], null, seven)).toEqual({ jackpot: seven, left: false });
  });
});

describe('the board', () => {
  it('lists legs by ordinal whatever order the platform sent, with the reserve flag and outcome ids', () => {
    const jackpot = sampleJackpot();
    jackpot.events.reverse();
    expect(legsOf(jackpot)).toEqual([
      { ordinal: 1, reserve: false, marketId: 10, outcomeIds: [11, 12, 13] },
      { ordinal: 2, reserve: false, marketId: 20, outcomeIds: [21, 22, 23] },
      { ordinal: 3, reserve: true, marketId: 30, outcomeIds: [31, 32, 33] },
    ]);
    expect(eventCounts(jackpot)).toEqual({ main: 2, reserves: 1 });
  });

  it.each<[string, number, string]>([
    ['home is 1', 0, '1'],
    ['the draw is X', 1, 'X'],
    ['away is 2', 2, '2'],
  ])('on a three-way market %s', (_case, index, label) => {
    const { market } = sampleJackpot().events[0];
    expect(outcomeLabel(market.outcomes[index], market)).toBe(label);
  });

  it('keeps the description on other markets', () => {
    const market = {
      id: 1,
      description: 'Winner',
      status: 'open',
      outcomes: [{ id: 1, description: 'Yes', ordinalPosition: 1 }],
    };
    expect(outcomeLabel(market.outcomes[0], market)).toBe('Yes');
  });
});
