import { randomInt } from 'node:crypto';

/**
 * A soak's seed: a fresh one each run, so every run looks somewhere new, printed with the variable that
 * replays it (a failure is rerun with the same world and the same operations).
 */
export function soakSeed(soak: string, variable: string): number {
  const given = process.env[variable];
  const seed = given ? Number(given) : randomInt(2 ** 31 - 1);
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`${variable} must be a whole number: ${given}`);
  console.log(`${soak} seed ${seed} (${variable}=${seed} replays it)`);
  return seed;
}
