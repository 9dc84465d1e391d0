import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from '../../../src/lib/navigation/throttle.ts';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at most once per window, with the last arguments', () => {
    const fn = vi.fn();
    const t = throttle(fn, 100);
    t(1);
    t(2);
    t(3);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith(3);
    t(4);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(4);
  });

  it('calls ten times over a second of continuous events at 100 ms', () => {
    const fn = vi.fn();
    const t = throttle(fn, 100);
    for (let ms = 0; ms < 1000; ms += 10) {
      t();
      vi.advanceTimersByTime(10);
    }
    expect(fn).toHaveBeenCalledTimes(10);
  });

  it('cancel drops a pending call', () => {
    const fn = vi.fn();
    const t = throttle(fn, 100);
    t();
    t.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });
});
