import type { PlayMoment, PlayPicture } from '@sportsbook/contracts';

/** The newest key moments a match keeps for a tracker opened mid-match. */
export const MOMENTS_KEPT = 12;

/** A match's tracker, kept in its simulated state so another leader carries it on. */
export interface PlayState {
  /** The last number given to a moment or a published picture. */
  n: number;
  picture: PlayPicture;
  moments: PlayMoment[];
  /** Game seconds played towards the next phase of play (football, basketball) or point (tennis). */
  carry: number;
}

/** A key moment before it is numbered. */
export type MomentDraft = Omit<PlayMoment, 'n'>;
