/** The payment countdown (SPEC §4, §9: an unpaid order cancels itself after 15 minutes). */

/** Milliseconds left to pay at `now`; never negative. */
export const remainingMs = (payBefore: number, now: number): number => Math.max(0, payBefore - now);

/** `mm:ss`, rounded up to the second so that 00:00 means the time is really up. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** Whole minutes and seconds left, for a sentence a screen reader reads. */
export function countdownParts(ms: number): { minutes: number; seconds: number } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}
