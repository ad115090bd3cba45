import { knownSports } from './sportCodes';

describe('known sports', () => {
  it('keeps the sports with a known code and warns of each one skipped', () => {
    const warnings: string[] = [];
    const sports = [
      { id: 240, description: 'Football', sportCode: 'FOOT' },
      { id: 1, description: 'Mystery', sportCode: 'XXXX' },
      { id: 2, description: 'Nameless', sportCode: '' },
      { id: 239, description: 'Tennis', sportCode: 'TENN' },
    ];
    expect(knownSports(sports, (message) => warnings.push(message)).map((s) => s.sportCode)).toEqual(['FOOT', 'TENN']);
    expect(warnings).toEqual(['sport 1 (Mystery) skipped: unknown sport code XXXX', 'sport 2 (Nameless) skipped: no sport code']);
  });
});
