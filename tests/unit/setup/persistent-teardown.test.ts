// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import { $language } from '../../../src/lib/session/language';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test('the language store lets go of its window listeners after jsdom is torn down, without an uncaught error', () => {
  vi.useFakeTimers();
  const off = $language.subscribe(() => undefined);
  off();
  // Vitest deletes jsdom's keys from the global object when a test file ends (window is the
  // global object there); nanostores' unmount runs a second later
  vi.stubGlobal('removeEventListener', undefined);
  vi.stubGlobal('addEventListener', undefined);
  vi.stubGlobal('window', undefined);
  expect(() => vi.advanceTimersByTime(1_000)).not.toThrow();
});
