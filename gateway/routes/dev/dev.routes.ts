import { Hono } from 'hono';
import * as z from 'zod/mini';
import { CAPTCHA_ID_PATTERN } from '../../../src/lib/contract/captcha.ts';
import { peekChallenge } from '../../captcha/index.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFoundError } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { listOutbox, outboxContent } from '../../services/mail.ts';
import { revokeUserSessions } from '../../services/sessions.ts';
import { findUserByEmail, suspendUser } from '../../services/users.ts';

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

/** GET /dev/mailbox?to= */
export const mailboxQuerySchema = z.object({ to: z.optional(z.string().check(z.maxLength(254))) });

/** POST /dev/users/suspend body: an operator locks an account (its sessions get KICK_OUT). */
export const suspendUserSchema = z.strictObject({
  email: z.string().check(z.minLength(3), z.maxLength(254)),
  reason: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** An outbox id of a path, or 0 (no such message) when it is not one. */
const outboxId = (text: string): number => (/^\d{1,15}$/.test(text) ? Number(text) : 0);

const clockState = (clock: Clock) => ({ now: clock.now(), offsetMs: clock.offsetMs() });

/**
 * Dev-only routes (mounted only when GATEWAY_DEV is on): the gateway's clock, so that tests can
 * drive timeouts, a health check, the mail outbox (newest first) and the suspension of a user
 * by an operator, and the answer of a captcha challenge.
 */
export function createDevRoutes({
  db,
  clock,
  shareClock,
}: {
  db: Db;
  clock: Clock;
  /** Moves the clocks of the other processes of a cluster too (answers once they have moved). */
  shareClock?: ((offsetMs: number) => Promise<void>) | undefined;
}) {
  return new Hono()
    .get('/health', async (c) => {
      await sql`SELECT 1`.execute(db);
      // the process that answered: tests of several workers see their requests spread
      return ok(c, { status: 'ok', dev: true, pid: process.pid, ...clockState(clock) });
    })
    .get('/clock', (c) => ok(c, clockState(clock)))
    .post('/clock', validate('json', moveClockSchema), async (c) => {
      const { offsetMs, advanceMs } = c.req.valid('json');
      if (offsetMs !== undefined) clock.setOffset(offsetMs);
      if (advanceMs !== undefined) clock.advance(advanceMs);
      await shareClock?.(clock.offsetMs());
      return ok(c, clockState(clock));
    })
    .get('/mailbox', validate('query', mailboxQuerySchema), async (c) =>
      ok(c, await listOutbox(db, c.req.valid('query').to)),
    )
    .get('/mailbox/:id/html', async (c) => {
      // the HTML part as a page, under a policy that runs nothing and loads nothing remote
      const content = await outboxContent(db, outboxId(c.req.param('id')));
      if (!content?.html) throw notFoundError();
      c.header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      );
      return c.html(content.html);
    })
    .get('/mailbox/:id/attachments/:n', async (c) => {
      const content = await outboxContent(db, outboxId(c.req.param('id')));
      const attachment = content?.attachments[Number(c.req.param('n'))];
      if (!attachment) throw notFoundError();
      c.header('Content-Type', attachment.contentType);
      c.header(
        'Content-Disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`,
      );
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(new Uint8Array(attachment.content));
    })
    .get('/captcha/:id', async (c) => {
      // the right answer of a live challenge (the JSON of answerData), without using it up
      const id = c.req.param('id');
      const challenge = CAPTCHA_ID_PATTERN.test(id) ? await peekChallenge(db, id) : null;
      if (!challenge) throw notFoundError('errors.captcha.notFound');
      return ok(c, { captchaType: challenge.captchaType, answer: challenge.answer });
    })
    .post('/users/suspend', validate('json', suspendUserSchema), async (c) => {
      const { email, reason } = c.req.valid('json');
      const user = await findUserByEmail(db, email);
      if (!user) throw notFoundError('errors.dev.userNotFound', { email });
      await suspendUser(db, user.id, reason, clock.now());
      await revokeUserSessions(db, user.id, 'suspended', clock.now());
      return ok(c, null);
    });
}
