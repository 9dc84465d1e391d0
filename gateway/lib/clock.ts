/**
 * The gateway's notion of "now". Everything time-based (token expiry, unpaid-order cancel,
 * PIN validity, updatedAt stamps) reads it, so that dev mode and tests can move time with
 * GET/POST /dev/clock instead of waiting.
 */
export interface Clock {
  /** Current time in epoch milliseconds, offset applied. */
  now(): number;
  /** How far the clock is ahead of (positive) or behind (negative) the real time. */
  offsetMs(): number;
  /** Sets the offset from the real time. */
  setOffset(offsetMs: number): void;
  /** Moves the clock forward (or back, when negative) by the given milliseconds. */
  advance(ms: number): void;
}

export function createClock(realNow: () => number = Date.now): Clock {
  let offset = 0;
  return {
    now: () => realNow() + offset,
    offsetMs: () => offset,
    setOffset: (offsetMs) => {
      offset = offsetMs;
    },
    advance: (ms) => {
      offset += ms;
    },
  };
}
