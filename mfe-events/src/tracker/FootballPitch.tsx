import type { PlayPicture } from '@sportsbook/contracts';
import { across, SIDE_COLOURS } from './sideColours';

type Football = Extract<PlayPicture, { sport: 'football' }>;

/** How far up the pitch each zone reaches, for the home side attacking to the right (120 long). */
const ZONES = { safe: [2, 60], attack: [60, 101.5], danger: [101.5, 118] } as const;
const BALL_X = { safe: 42, attack: 82, danger: 108 } as const;

const mirror = (x: number, side: 0 | 1) => (side === 0 ? x : 120 - x);

/** A football pitch seen from above: the side in possession shades the zone it has reached, the ball in it. */
export function FootballPitch({ play, n }: { play: Football; n: number }) {
  const [from, to] = ZONES[play.zone];
  const zoneX = Math.min(mirror(from, play.side), mirror(to, play.side));
  const colour = SIDE_COLOURS[play.side];
  const ball = { x: mirror(BALL_X[play.zone], play.side), y: 40 + across(n, 22) };
  const last = play.last;
  // The goal a goal or shot went towards: the scorer's opponent's, on the right for the home side.
  const goalX = last ? mirror(118, last.side) : 0;
  return (
    <svg viewBox="0 0 120 80" aria-hidden="true" focusable="false">
      <rect width="120" height="80" fill="#2e7d32" />
      {[0, 2, 4].map((i) => (
        <rect key={i} x={i * 20} width="20" height="80" fill="#338a37" />
      ))}
      <rect
        className={play.zone === 'danger' ? 'zone pulse' : 'zone'}
        x={zoneX}
        y="2"
        width={to - from}
        height="76"
        fill={colour}
        opacity="0.3"
      />
      <g fill="none" stroke="#fff" strokeOpacity="0.85" strokeWidth="0.5">
        <rect x="2" y="2" width="116" height="76" />
        <line x1="60" y1="2" x2="60" y2="78" />
        <circle cx="60" cy="40" r="9.15" />
        <rect x="2" y="20" width="16.5" height="40" />
        <rect x="101.5" y="20" width="16.5" height="40" />
        <rect x="2" y="31" width="5.5" height="18" />
        <rect x="112.5" y="31" width="5.5" height="18" />
        <rect x="0" y="36" width="2" height="8" />
        <rect x="118" y="36" width="2" height="8" />
      </g>
      {last?.kind === 'goal' ? (
        <circle className="pulse" cx={goalX} cy="40" r="7" fill="none" stroke={SIDE_COLOURS[last.side]} strokeWidth="1.5" />
      ) : null}
      {last?.kind === 'shot' ? (
        <line x1={ball.x} y1={ball.y} x2={goalX} y2="40" stroke="#fff" strokeWidth="0.6" strokeDasharray="1.5 1" />
      ) : null}
      {last?.kind === 'corner' ? (
        <path
          d={`M${goalX} 2 l${last.side === 0 ? -5 : 5} 2.5 l${last.side === 0 ? 5 : -5} 2.5z`}
          fill={SIDE_COLOURS[last.side]}
        />
      ) : null}
      {last?.kind === 'yellow-card' || last?.kind === 'red-card' ? (
        <rect x="57" y="8" width="6" height="9" rx="1" fill={last.kind === 'red-card' ? '#e63946' : '#ffd60a'} />
      ) : null}
      <g className="ball" style={{ transform: `translate(${ball.x}px, ${ball.y}px)` }}>
        <circle r="3.2" fill={colour} opacity="0.45" />
        <circle r="1.8" fill="#fff" stroke="#111" strokeWidth="0.3" />
      </g>
    </svg>
  );
}
