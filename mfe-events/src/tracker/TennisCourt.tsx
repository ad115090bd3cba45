import type { PlayPicture } from '@sportsbook/contracts';
import { SIDE_COLOURS } from './sideColours';

type Tennis = Extract<PlayPicture, { sport: 'tennis' }>;

/**
 * A tennis court from above (the home player on the left): the server stands at the baseline, on the deuce or
 * the advantage side as the points played in the game say; the winner of the last point has their half outlined in their colour.
 */
export function TennisCourt({ play }: { play: Tennis }) {
  const played = play.points[0] + play.points[1];
  const serverX = play.server === 0 ? 2.5 : 77.5;
  // From the deuce court after an even number of points; the two ends see it from opposite sides.
  const deuce = played % 2 === 0;
  const serverY = (play.server === 0) === deuce ? 26 : 14;
  const last = play.last;
  return (
    <svg viewBox="0 0 80 40" aria-hidden="true" focusable="false">
      <rect width="80" height="40" fill="#2c6e49" />
      <rect x="4" y="4" width="72" height="32" fill="#3b6fb6" />
      <g fill="none" stroke="#fff" strokeWidth="0.45">
        <rect x="4" y="4" width="72" height="32" />
        <line x1="4" y1="8.5" x2="76" y2="8.5" />
        <line x1="4" y1="31.5" x2="76" y2="31.5" />
        <line x1="22" y1="8.5" x2="22" y2="31.5" />
        <line x1="58" y1="8.5" x2="58" y2="31.5" />
        <line x1="22" y1="20" x2="58" y2="20" />
      </g>
      <line x1="40" y1="2" x2="40" y2="38" stroke="#e9ecef" strokeWidth="0.9" />
      {last ? (
        <rect
          className="pulse"
          x={last.side === 0 ? 5 : 41}
          y="5"
          width="34"
          height="30"
          fill="none"
          stroke={SIDE_COLOURS[last.side]}
          strokeWidth="1.4"
        />
      ) : null}
      <g className="ball" style={{ transform: `translate(${serverX}px, ${serverY}px)` }}>
        <circle r="2.4" fill={SIDE_COLOURS[play.server]} />
        <circle cx={play.server === 0 ? 2.6 : -2.6} cy="-1.6" r="0.9" fill="#d4e157" stroke="#111" strokeWidth="0.2" />
      </g>
    </svg>
  );
}
