import type { Db } from '../db/client.ts';
import type { GatewayEnv } from '../env.ts';
import { DEFAULT_MAIL_FROM, parseMailbox, parseSmtpUrl, type Mailbox } from './config.ts';
import { decodeAttachments } from '../services/mail.ts';
import { createSmtpTransport, type MailTransport } from './transport.ts';

/**
 * Delivery of the mail outbox (DESIGN §6). A message is sent in the background once the
 * request that queued it has answered (`kick`), and by a periodic sweep (`start`) that also
 * retries failures: after 30 s, 2 min, 10 min and 30 min, then the message is given up with
 * its last error kept (failed_at, last_error). Each attempt first claims the row (attempts + 1,
 * next_attempt_at as a lease), so two gateways on one database never send a message twice at
 * once. Logs name messages by id only: a mail's text (and so a code) is never logged.
 */
export interface MailDelivery {
  /** Delivers what is due soon, in the background; never throws, never waits. */
  kick(): void;
  /** Delivers what is due now; resolves when done (one sweep at a time, never rejects). */
  sweep(): Promise<void>;
  /** Starts the periodic sweep (and a first one at once). */
  start(intervalMs?: number): void;
  /** Stops the sweep, aborts a send under way and waits for the sweep to end. */
  stop(): Promise<void>;
}

export interface MailDeliveryOptions {
  db: Db;
  transport: MailTransport;
  from: Mailbox;
  /** The real time (epoch ms); every delivery column is on it. */
  now?: () => number;
  /** The waits after each failed attempt; one more attempt than there are waits. */
  retryDelaysMs?: readonly number[];
  /** A message not sent this long after it was queued is given up. */
  maxAgeMs?: number;
  /** How long a claimed message is left alone (an attempt lasts at most this long). */
  leaseMs?: number;
  batchSize?: number;
  log?: Pick<Console, 'info' | 'warn'>;
}

export const RETRY_DELAYS_MS: readonly number[] = [30_000, 120_000, 600_000, 1_800_000];
export const MAX_AGE_MS = 60 * 60_000;
export const LEASE_MS = 10 * 60_000;
export const SWEEP_INTERVAL_MS = 15_000;

interface Claimed {
  id: number;
  to: string;
  subject: string;
  body: string;
  html: string | null;
  attachments: string | null;
  attempts: number;
}

const reasonOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 500);

const isPermanent = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'permanent' in error && error.permanent === true;

export function createMailDelivery(options: MailDeliveryOptions): MailDelivery {
  const {
    db,
    transport,
    from,
    now = Date.now,
    retryDelaysMs = RETRY_DELAYS_MS,
    maxAgeMs = MAX_AGE_MS,
    leaseMs = LEASE_MS,
    batchSize = 20,
    log = console,
  } = options;
  const maxAttempts = retryDelaysMs.length + 1;
  const controller = new AbortController();
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let interval: ReturnType<typeof setInterval> | null = null;
  let kickTimer: ReturnType<typeof setTimeout> | null = null;

  async function expireStale(at: number) {
    await db
      .updateTable('mail_outbox')
      .set({
        failed_at: at,
        next_attempt_at: null,
        last_error: `not sent within ${maxAgeMs / 60_000} minutes`,
      })
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where((eb) => eb.or([eb('queued_at', 'is', null), eb('queued_at', '<', at - maxAgeMs)]))
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', at)]))
      .execute();
  }

  async function claim(id: number, at: number): Promise<Claimed | null> {
    // the claim is the guarded update: of two processes claiming one message, one gets it
    const row = await db
      .updateTable('mail_outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: at + leaseMs }))
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', at)]))
      .returning(['id', 'to_address', 'subject', 'body', 'html', 'attachments', 'attempts'])
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      body: row.body,
      html: row.html,
      attachments: row.attachments,
      attempts: row.attempts,
    };
  }

  async function deliverOne(message: Claimed) {
    try {
      await transport.send(
        {
          from,
          to: message.to,
          subject: message.subject,
          text: message.body,
          ...(message.html === null ? {} : { html: message.html }),
          attachments: decodeAttachments(message.attachments),
        },
        { signal: controller.signal },
      );
    } catch (error) {
      const reason = reasonOf(error);
      const failedAt = now();
      if (isPermanent(error) || message.attempts >= maxAttempts) {
        await db
          .updateTable('mail_outbox')
          .set({ failed_at: failedAt, next_attempt_at: null, last_error: reason })
          .where('id', '=', message.id)
          .execute();
        log.warn(`mail: #${message.id} given up after ${message.attempts} attempt(s): ${reason}`);
      } else {
        const wait = retryDelaysMs[message.attempts - 1] ?? retryDelaysMs.at(-1) ?? 0;
        await db
          .updateTable('mail_outbox')
          .set({ next_attempt_at: failedAt + wait, last_error: reason })
          .where('id', '=', message.id)
          .execute();
        log.warn(
          `mail: #${message.id} attempt ${message.attempts} of ${maxAttempts} failed: ${reason}; next in ${Math.round(wait / 1000)} s`,
        );
      }
      return;
    }
    await db
      .updateTable('mail_outbox')
      .set({ sent_at: now(), next_attempt_at: null, last_error: null })
      .where('id', '=', message.id)
      .execute();
    log.info(`mail: #${message.id} sent (attempt ${message.attempts})`);
  }

  /** One batch of due messages; true when the batch was full (more may be due). */
  async function deliverDue(): Promise<boolean> {
    const at = now();
    await expireStale(at);
    const due = await db
      .selectFrom('mail_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', at)]))
      .orderBy('id')
      .limit(batchSize)
      .execute();
    for (const row of due) {
      if (stopped) return false;
      const message = await claim(row.id, now());
      if (message) await deliverOne(message);
    }
    return due.length === batchSize;
  }

  function sweep(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    if (stopped) return Promise.resolve();
    running = (async () => {
      try {
        do {
          again = false;
          if (await deliverDue()) again = true;
        } while (again && !stopped);
      } catch (error) {
        if (!stopped) log.warn(`mail: delivery sweep failed: ${reasonOf(error)}`);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    kick() {
      if (stopped || kickTimer) return;
      kickTimer = setTimeout(() => {
        kickTimer = null;
        void sweep();
      }, 0);
    },
    sweep,
    start(intervalMs = SWEEP_INTERVAL_MS) {
      if (stopped || interval) return;
      interval = setInterval(() => void sweep(), intervalMs);
      interval.unref();
      void sweep();
    },
    async stop() {
      stopped = true;
      if (interval) clearInterval(interval);
      if (kickTimer) clearTimeout(kickTimer);
      interval = null;
      kickTimer = null;
      controller.abort();
      await running;
    },
  };
}

/**
 * The delivery the gateway's configuration asks for: SMTP to SMTP_URL from MAIL_FROM, or null
 * when SMTP_URL is unset (then nothing is sent and mail stays in the outbox).
 */
export function createOutboxDelivery(
  db: Db,
  env: Pick<GatewayEnv, 'SMTP_URL' | 'MAIL_FROM'>,
  options: Partial<Omit<MailDeliveryOptions, 'db' | 'from'>> = {},
): MailDelivery | null {
  if (env.SMTP_URL === undefined) return null;
  return createMailDelivery({
    transport: createSmtpTransport(parseSmtpUrl(env.SMTP_URL)),
    ...options,
    db,
    from: parseMailbox(env.MAIL_FROM ?? DEFAULT_MAIL_FROM),
  });
}
