import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import type { Clock } from '../../lib/clock.ts';
import { validate } from '../../lib/validate.ts';

/** Ten years either way is more than any test needs and keeps dates representable. */
const LIMIT_MS = 10 * 366 * 24 * 3600 * 1000;
const milliseconds = z.int().check(z.gte(-LIMIT_MS), z.lte(LIMIT_MS));

/** POST /dev/clock body: `{offsetMs}` sets the offset, `{advanceMs}` moves the clock. */
export const moveClockSchema = z
  .strictObject({
    offsetMs: z.optional(milliseconds),
    advanceMs: z.optional(milliseconds),
  })
  .check(
    z.refine((b) => (b.offsetMs === undefined) !== (b.advanceMs === undefined), {
      message: 'errors.clock.oneOf',
      path: ['offsetMs'],
    }),
  );

const clockState = (clock: Clock) => ({ now: clock.now(), offsetMs: clock.offsetMs() });

/**
 * Dev-only routes (mounted only when GATEWAY_DEV is on): the gateway's clock, so that tests can
 * drive timeouts, and a health check. Later helpers add the mailbox and captcha answers here.
 */
export function createDevRoutes({ db, clock }: { db: Db; clock: Clock }) {
  return new Hono()
    .get('/health', async (c) => {
      await db.execute('SELECT 1');
      return ok(c, { status: 'ok', dev: true, ...clockState(clock) });
    })
    .get('/clock', (c) => ok(c, clockState(clock)))
    .post('/clock', validate('json', moveClockSchema), (c) => {
      const { offsetMs, advanceMs } = c.req.valid('json');
      if (offsetMs !== undefined) clock.setOffset(offsetMs);
      if (advanceMs !== undefined) clock.advance(advanceMs);
      return ok(c, clockState(clock));
    });
}
