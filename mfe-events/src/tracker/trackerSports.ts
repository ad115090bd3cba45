/** What the tracker draws for a sport: its pitch or court; esports football and basketball are played alike. */
export type Pitch = 'football' | 'basketball' | 'tennis';

const PITCHES: Record<string, Pitch> = {
  FOOT: 'football',
  EFOT: 'football',
  BASK: 'basketball',
  EBSK: 'basketball',
  TENN: 'tennis',
};

export const pitchOf = (sportCode: string): Pitch | null => PITCHES[sportCode] ?? null;
