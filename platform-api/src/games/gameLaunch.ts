import { gameKindOf, THIRD_PARTY_SECTIONS } from '@sportsbook/contracts';
import { HttpError } from '../http/errors';

export type GameMode = 'demo' | 'real';

/** Where a launch URL leads: the platform's stand-in for the provider's game page. */
export const gamePagePath = (gameCode: string, mode: GameMode, channel?: string) =>
  `/api/games/${encodeURIComponent(gameCode)}/play?mode=${mode}${channel ? `&channel=${encodeURIComponent(channel)}` : ''}`;

/** The game section and provider kind a code launches: 404 for an unknown game, 403 for a demo the game lacks. */
export function launchableGame(gameCode: string, mode: GameMode) {
  const kind = gameKindOf(gameCode);
  const section = THIRD_PARTY_SECTIONS.find((entry) => entry.gameCode === gameCode);
  if (!kind || !section) throw new HttpError(404, `no game ${gameCode}`);
  if (mode === 'demo' && !section.demo) throw new HttpError(403, `${section.title} has no demo mode`);
  return { kind, section };
}
