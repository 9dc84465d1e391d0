import { randomBytes, randomInt } from 'node:crypto';

/**
 * Randomness of the challenges. Whatever decides an answer (positions, angles, characters)
 * comes from node:crypto; pixel noise comes from a fast generator seeded from it.
 */

/** An integer in [min, max] (both included). */
export const int = (min: number, max: number): number => randomInt(min, max + 1);

/** A float in [min, max). */
export const float = (min: number, max: number): number =>
  min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

/** One element of a non-empty list. */
export function pick<T>(items: readonly T[]): T {
  const item = items[randomInt(items.length)];
  if (item === undefined) throw new Error('pick() needs a non-empty list.');
  return item;
}

/** `count` distinct elements of `items`, in random order. */
export function sample<T>(items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    const [item] = pool.splice(randomInt(pool.length), 1);
    if (item !== undefined) chosen.push(item);
  }
  return chosen;
}

/** A fast generator of floats in [0, 1) (mulberry32), seeded from node:crypto. */
export function noiseSource(): () => number {
  let state = randomBytes(4).readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
