import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterEach, expect } from 'vitest';

/**
 * Names the test that blocked its worker's event loop for long. Vitest 3's worker reports to the
 * main process over an RPC with a fixed 60 s timeout that no option reaches: a worker that
 * cannot read the reply for 60 s (a synchronous child process, a long synchronous loop) fails
 * the whole run with "Timeout calling onTaskUpdate" while every test passes, and that message
 * names no test. This one does, long before the limit.
 */
const WARN_MS = 5_000;
const delay = monitorEventLoopDelay({ resolution: 20 });
delay.enable();

afterEach(() => {
  const blockedMs = delay.max / 1e6;
  delay.reset();
  if (blockedMs < WARN_MS) return;
  const { testPath, currentTestName } = expect.getState();
  console.warn(
    `event loop blocked for ${(blockedMs / 1000).toFixed(1)} s in ${testPath ?? '?'} > ` +
      `${currentTestName ?? '?'}: use asynchronous work (Vitest fails the run at 60 s)`,
  );
});
