import type { LoopSegment } from './testCard';

/** Segments a live playlist lists: 5 of 2 s, more than the three target durations a live playlist needs. */
export const LIVE_WINDOW = 5;

/**
 * A live playlist over the loop as if it had been playing since the stream went on air: the window slides with
 * the clock, the media sequence counts every segment since then, and each restart of the loop is a discontinuity
 * (its timestamps start again), counted by the discontinuity sequence once it has left the window. Counting from
 * the kick-off rather than the epoch keeps that count small: hls.js walks its per-discontinuity table up to it on
 * every reload, and at epoch-sized counts that freezes the page. The first window is there from the start.
 */
export function livePlaylist(loop: Pick<LoopSegment, 'duration'>[], onAirMs: number, uriOf: (index: number) => string): string {
  const loopSeconds = loop.reduce((sum, segment) => sum + segment.duration, 0);
  const onAir = Math.max(0, onAirMs) / 1000;
  const loops = Math.floor(onAir / loopSeconds);
  let elapsed = onAir - loops * loopSeconds;
  let complete = 0;
  while (complete < loop.length && loop[complete].duration <= elapsed) elapsed -= loop[complete++].duration;
  const latest = Math.max(loops * loop.length + complete - 1, LIVE_WINDOW - 1);
  const first = latest - LIVE_WINDOW + 1;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(Math.max(...loop.map((segment) => segment.duration)))}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${first > 0 ? Math.floor((first - 1) / loop.length) : 0}`,
  ];
  for (let sequence = first; sequence <= latest; sequence++) {
    const index = sequence % loop.length;
    if (index === 0 && sequence > 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${loop[index].duration.toFixed(3)},`, uriOf(index));
  }
  return `${lines.join('\n')}\n`;
}
