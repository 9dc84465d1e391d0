/**
 * Calls `fn` at most once per `wait` ms: the first call of a burst schedules it `wait` ms later
 * (trailing call, so that the last state is always seen), later calls in the window are
 * dropped. `cancel()` drops a pending call. Pure apart from the timer it is given.
 */
export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  timers: {
    set: (cb: () => void, ms: number) => unknown;
    clear: (id: unknown) => void;
  } = {
    set: (cb, ms) => setTimeout(cb, ms),
    clear: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  },
): Throttled<A> {
  let pending: unknown;
  let lastArgs: A | undefined;
  const throttled = (...args: A): void => {
    lastArgs = args;
    if (pending !== undefined) return;
    pending = timers.set(() => {
      pending = undefined;
      const run = lastArgs;
      lastArgs = undefined;
      if (run) fn(...run);
    }, wait);
  };
  throttled.cancel = (): void => {
    if (pending !== undefined) timers.clear(pending);
    pending = undefined;
    lastArgs = undefined;
  };
  return throttled;
}
