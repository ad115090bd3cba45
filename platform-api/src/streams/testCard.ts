import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One segment of the looped test card: its duration in seconds and its bytes, read once at start. */
export interface LoopSegment {
  duration: number;
  bytes: Buffer;
}

export const STREAM_ASSETS_DIR = path.resolve(__dirname, '../../assets/streams');

/** The test card every stream plays: the segments of the VOD playlist tooling/media/makeTestStream.sh wrote. */
export function loadLoop(dir = STREAM_ASSETS_DIR): LoopSegment[] {
  const lines = readFileSync(path.join(dir, 'index.m3u8'), 'utf8')
    .split('\n')
    .map((line) => line.trim());
  const segments: LoopSegment[] = [];
  lines.forEach((line, index) => {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) segments.push({ duration: Number(extinf[1]), bytes: readFileSync(path.join(dir, lines[index + 1])) });
  });
  if (segments.length === 0) throw new Error(`no segments in ${dir}/index.m3u8`);
  return segments;
}
