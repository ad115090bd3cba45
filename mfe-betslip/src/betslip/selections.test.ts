import { removeSelection, toggleSelection, type IncomingSelection } from './selections';

const pick = (outcomeId: number, eventId = outcomeId * 10): IncomingSelection => ({
  outcomeId,
  outcomeDescription: `Outcome ${outcomeId}`,
  marketDescription: 'Match result',
  marketId: outcomeId * 100,
  marketTypeId: 1,
  eventDescription: `Event ${eventId}`,
  eventId,
  decimal: 2,
});

describe('betslip selections', () => {
  it('adds with refs in slip order and removes on a second click', () => {
    let result = toggleSelection([], pick(1), 15);
    result = toggleSelection(result.selections, pick(2), 15);
    result = toggleSelection(result.selections, pick(3), 15);
    expect(result.selections.map((s) => [s.outcomeId, s.ref])).toEqual([
      [1, 'sel1'],
      [2, 'sel2'],
      [3, 'sel3'],
    ]);
    result = toggleSelection(result.selections, pick(1), 15);
    expect(result.kind).toBe('removed');
    expect(result.selections.map((s) => [s.outcomeId, s.ref])).toEqual([
      [2, 'sel1'],
      [3, 'sel2'],
    ]);
  });

  it('refuses a selection past the maximum and leaves the slip as it was', () => {
    const full = toggleSelection(toggleSelection([], pick(1), 2).selections, pick(2), 2).selections;
    const result = toggleSelection(full, pick(3), 2);
    expect(result.kind).toBe('refused-max');
    expect(result.selections).toBe(full);
  });

  it('renumbers after removing from the middle', () => {
    const slip = [1, 2, 3].reduce((s, id) => toggleSelection(s, pick(id), 15).selections, [] as ReturnType<typeof removeSelection>);
    expect(removeSelection(slip, 2).map((s) => s.ref)).toEqual(['sel1', 'sel2']);
  });
});
