import type { Db } from '../../db/client.ts';
import { ifLeader, LOCK_KEYS } from '../../db/locks.ts';
import type { Clock } from '../../lib/clock.ts';
import { advanceOrders, type OrderTimes } from './lifecycle.ts';

/** How often the gateway looks for unpaid orders past their 15 minutes. */
export const ORDER_SWEEP_MS = 30_000;

/**
 * The periodic sweep: expired unpaid orders give their stock back and paid orders move through
 * fulfilment even when nobody reads them. Reads and writes of orders do the same lazily, so the
 * sweep only bounds how long stock stays held. With several processes on one PostgreSQL
 * database one of them sweeps at a time (an advisory lock; the others skip the round). Returns
 * the stop function.
 */
export function startOrderSweep(
  db: Db,
  clock: Clock,
  times: OrderTimes,
  everyMs: number = ORDER_SWEEP_MS,
) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = ifLeader(db, LOCK_KEYS.orderSweep, () => advanceOrders(db, clock.now(), times))
      .then((done) => {
        // the process that did the round says so (one line per round with expiries)
        if (done && done.expired > 0) {
          console.info(
            `order sweep (process ${process.pid}): ${done.expired} unpaid order(s) expired`,
          );
        }
      })
      .catch((error: unknown) => {
        console.error('order sweep failed', error);
      });
  }, everyMs);
  timer.unref();
  return async (): Promise<void> => {
    clearInterval(timer);
    await running;
  };
}
