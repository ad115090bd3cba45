import type { PlayPicture } from '@sportsbook/contracts';
import { across, SIDE_COLOURS } from './sideColours';

type Basketball = Extract<PlayPicture, { sport: 'basketball' }>;

/** A basketball court (94 by 50): the side with the ball shades the half it attacks, the home side's the right. */
export function BasketballCourt({ play, n }: { play: Basketball; n: number }) {
  const colour = SIDE_COLOURS[play.side];
  const ball = { x: play.side === 0 ? 68 + across(n, 8) : 26 - across(n, 8), y: 25 + across(n + 3, 14) };
  const last = play.last;
  // The hoop a basket went in: the scorer's opponent's end.
  const hoopX = last ? (last.side === 0 ? 88.75 : 5.25) : 0;
  return (
    <svg viewBox="0 0 94 50" aria-hidden="true" focusable="false">
      <rect width="94" height="50" fill="#c98b4e" />
      <rect className="zone" x={play.side === 0 ? 47 : 0} width="47" height="50" fill={colour} opacity="0.28" />
      <g fill="none" stroke="#fff" strokeOpacity="0.9" strokeWidth="0.45">
        <rect x="0.5" y="0.5" width="93" height="49" />
        <line x1="47" y1="0.5" x2="47" y2="49.5" />
        <circle cx="47" cy="25" r="6" />
        <rect x="0.5" y="17" width="19" height="16" />
        <rect x="74.5" y="17" width="19" height="16" />
        <path d="M0.5 3 H14 A23.75 23.75 0 0 1 14 47 H0.5" />
        <path d="M93.5 3 H80 A23.75 23.75 0 0 0 80 47 H93.5" />
      </g>
      <g fill="none" stroke="#f26b1d" strokeWidth="0.6">
        <circle cx="5.25" cy="25" r="0.9" />
        <circle cx="88.75" cy="25" r="0.9" />
      </g>
      {last ? (
        <circle className="pulse" cx={hoopX} cy="25" r="4.5" fill="none" stroke={SIDE_COLOURS[last.side]} strokeWidth="1.2" />
      ) : null}
      <g className="ball" style={{ transform: `translate(${ball.x}px, ${ball.y}px)` }}>
        <circle r="2.6" fill={colour} opacity="0.45" />
        <circle r="1.4" fill="#f26b1d" stroke="#111" strokeWidth="0.3" />
      </g>
    </svg>
  );
}
