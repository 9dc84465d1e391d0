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
  // Vitest removes jsdom's globals when a test file ends; nanostores' unmount runs a second later
  vi.stubGlobal('window', undefined);
  expect(() => vi.advanceTimersByTime(1_000)).not.toThrow();
});
