import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/lib/contract/common.ts';
import type { OrderDetail } from '../../src/lib/contract/order.ts';
import { localizePath } from '../../src/lib/i18n/paths.ts';
import { transaction, type Db } from '../db/client.ts';
import { ifLeader, LOCK_KEYS } from '../db/locks.ts';
import type { Clock } from '../lib/clock.ts';
import { orderCalendar } from '../mail/calendar.ts';
import type { MailDelivery } from '../mail/delivery.ts';
import {
  confirmationMail,
  dateChangedMail,
  expiredMail,
  refundMail,
  type OrderMail,
  type RefundMailKind,
} from '../mail/order-mails.ts';
import { mailText } from '../mail/texts.ts';
import type { MailAttachment } from '../mail/transport.ts';
import { queueMail } from './mail.ts';
import { loadChange } from './orders/date-change.ts';
import { DEFAULT_WAIT_OFFER_MINUTES } from '../env.ts';
import { advanceOrders } from './orders/lifecycle.ts';
import { loadOrder } from './orders/manage.ts';
import { loadRefund } from './orders/refunds.ts';
import {
  confirmationLinkExpiry,
  orderLinkSecret,
  orderLinkUrl,
  signOrderLink,
} from './orders/links.ts';
import { renderVoucher } from './orders/voucher-thread.ts';
import { loadVoucherData, type renderVoucherPdf } from './orders/voucher.ts';
import { localizeLines } from './products/names.ts';
import { queueOfferMails } from './waitlist.ts';

/**
 * The mails an order's life sends (DESIGN §6): the confirmation once a paid order's vouchers
 * are issued (the voucher PDF and an .ics attached), the cancellation by the 15-minute expiry,
 * and a refund approved, paid back or refused.
 *
 * The order and refund code stays as it is: this mailer looks for events that have no mail
 * yet (the `order_mail` ledger, one row per event and order or refund) after each order request
 * and periodically, builds the mail and queues it through the outbox, ledger row and outbox
 * row in one transaction, so that a mail is queued once even with several gateway processes.
 * Building and queueing happen after the answer; a mail that fails is retried by the outbox
 * delivery and never changes the order.
 */

export const ORDER_MAIL_EVENTS = [
  'confirmation',
  'expired',
  'refundApproved',
  'refundSucceeded',
  'refundRefused',
] as const;
export type OrderMailEvent = (typeof ORDER_MAIL_EVENTS)[number];

/** Minutes an unpaid order is held (SPEC §4), for the expiry mail. */
const HOLD_MINUTES = 15;

interface DueEvent {
  event: OrderMailEvent;
  /** The order's id, or the refund's for refund events. */
  subjectId: string;
  orderId: string;
  userId: string;
}

export interface OrderMailerOptions {
  db: Db;
  clock: Clock;
  /** Public origin of the storefront, for links in mails (SITE_URL). */
  siteUrl: string;
  /** Delivery to kick once mail is queued (none: mail stays queued). */
  delivery?: MailDelivery | null;
  batchSize?: number;
  log?: Pick<Console, 'warn'>;
  /** The voucher PDF renderer (tests may pass fonts). */
  renderPdf?: typeof renderVoucherPdf;
  /** ORDER_LINK_SECRET (else the database's link key): signs the confirmation's order link. */
  linkSecret?: string | undefined;
  /**
   * WAITLIST_OFFER_MINUTES: the hold of the waiting-list offers this mailer's runs may make
   * (they advance the order clock first). Default: the setting's default.
   */
  waitOfferMinutes?: number;
}

export interface OrderMailer {
  /** Looks for due mails soon, in the background; never throws, never waits. */
  kick(): void;
  /** Queues the mails due now; resolves with how many were queued (never rejects). */
  run(): Promise<number>;
  /** Runs every `intervalMs` too. */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

/** Remembers the language of an order's pay request: its mails are written in it. */
export async function rememberMailLanguage(
  db: Db,
  orderId: string,
  language: Language,
): Promise<void> {
  await db
    .insertInto('order_mail_language')
    .values({ order_id: orderId, language })
    .onConflict((oc) => oc.column('order_id').doUpdateSet({ language }))
    .execute();
}

async function dueEvents(db: Db, limit: number): Promise<DueEvent[]> {
  const due: DueEvent[] = [];
  for (const event of ['confirmation', 'expired'] as const) {
    let query = db
      .selectFrom('orders as o')
      .select(['o.id as orderId', 'o.user_id as userId'])
      .where('o.deleted_at', 'is', null);
    query =
      event === 'confirmation'
        ? query.where('o.status', '=', 'voucherIssued').where('o.paid_at', 'is not', null)
        : // cancelled by the expiry (a shopper's own cancel happens before pay_before)
          query.where('o.status', '=', 'cancelled').whereRef('o.updated_at', '>=', 'o.pay_before');
    const rows = await query
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('order_mail as m')
              .select('m.subject_id')
              .whereRef('m.subject_id', '=', 'o.id')
              .where('m.event', '=', event),
          ),
        ),
      )
      .limit(limit)
      .execute();
    for (const row of rows) due.push({ event, subjectId: row.orderId, ...row });
  }
  const refundStatuses = {
    refundApproved: ['approved', 'refunding'],
    refundSucceeded: ['refundSuccess'],
    refundRefused: ['reviewFailed'],
  } as const;
  for (const event of ['refundApproved', 'refundSucceeded', 'refundRefused'] as const) {
    const rows = await db
      .selectFrom('refund as r')
      .select(['r.id as refundId', 'r.order_id as orderId', 'r.user_id as userId'])
      .where('r.status', 'in', refundStatuses[event])
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('order_mail as m')
              .select('m.subject_id')
              .whereRef('m.subject_id', '=', 'r.id')
              .where('m.event', '=', event),
          ),
        ),
      )
      .limit(limit)
      .execute();
    for (const row of rows) {
      due.push({ event, subjectId: row.refundId, orderId: row.orderId, userId: row.userId });
    }
  }
  return due;
}

interface Built {
  to: string;
  language: Language;
  mail: OrderMail;
  attachments: MailAttachment[];
}

export function orderUrl(siteUrl: string, lang: Language, orderId: string): string {
  const path = localizePath(lang, '/user/order/detail');
  return `${siteUrl.replace(/\/+$/, '')}${path}?orderId=${encodeURIComponent(orderId)}`;
}

async function build(
  db: Db,
  due: DueEvent,
  options: Pick<OrderMailerOptions, 'siteUrl' | 'renderPdf' | 'linkSecret'> & { now: number },
): Promise<Built | null> {
  const { now, siteUrl } = options;
  const head = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('order_mail_language as l', 'l.order_id', 'o.id')
    .select(['u.email', 'u.id as userId', 'o.lang', 'l.language'])
    .where('o.id', '=', due.orderId)
    .executeTakeFirst();
  if (!head) return null;
  const language: Language =
    LANGUAGES.find((l) => l === (head.language ?? head.lang)) ?? DEFAULT_LANGUAGE;
  // every product is named in the mail's language, whatever the order was placed in
  const loaded: OrderDetail = await loadOrder(db, due.userId, due.orderId, now);
  const order: OrderDetail = { ...loaded, lines: await localizeLines(db, loaded.lines, language) };
  const context = { lang: language, orderUrl: orderUrl(siteUrl, language, order.orderId) };
  if (due.event === 'confirmation') {
    // the button opens the order without logging in, until the day after the visit
    const secret = await orderLinkSecret(db, options.linkSecret, now);
    const token = signOrderLink(
      secret,
      { orderId: order.orderId, userId: head.userId, email: head.email },
      confirmationLinkExpiry(order.lines, now),
    );
    const linkUrl = orderLinkUrl(siteUrl, language, token);
    const voucher = await loadVoucherData(db, due.userId, due.orderId);
    const render = options.renderPdf ?? renderVoucher;
    const pdf = await render({
      ...voucher,
      lang: language,
      lines: await localizeLines(db, voucher.lines, language),
    });
    const ics = orderCalendar(order, {
      ...context,
      host: new URL(siteUrl).hostname || 'localhost',
      stamp: now,
    });
    return {
      to: head.email,
      language,
      mail: confirmationMail(order, { ...context, linkUrl }),
      attachments: [
        {
          filename: mailText(language, 'mail.attachment.voucher', { orderNo: order.orderNo }),
          contentType: 'application/pdf',
          content: Buffer.from(pdf),
        },
        {
          filename: mailText(language, 'mail.attachment.calendar', { orderNo: order.orderNo }),
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: Buffer.from(ics, 'utf8'),
        },
      ],
    };
  }
  if (due.event === 'expired') {
    return {
      to: head.email,
      language,
      mail: expiredMail(order, { ...context, minutes: HOLD_MINUTES }),
      attachments: [],
    };
  }
  const refund = await loadRefund(db, due.userId, due.subjectId);
  return {
    to: head.email,
    language,
    mail: refundMail(due.event satisfies RefundMailKind, order, refund, context),
    attachments: [],
  };
}

/**
 * Queues the "date changed" mail of each change done and not mailed yet, in the language of the
 * order's mails. The change's guarded `mailed_at` and the outbox row are one transaction: one
 * mail per change, whichever process gets there first.
 */
async function queueChangeMails(
  db: Db,
  options: Pick<OrderMailerOptions, 'siteUrl'> & { now: number; limit: number },
): Promise<number> {
  const { now, siteUrl } = options;
  const due = await db
    .selectFrom('order_change as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('order_mail_language as l', 'l.order_id', 'o.id')
    .select(['c.id', 'c.order_id', 'c.user_id', 'u.email', 'o.lang', 'l.language'])
    .where('c.status', '=', 'done')
    .where('c.mailed_at', 'is', null)
    .limit(options.limit)
    .execute();
  let queued = 0;
  for (const row of due) {
    const language: Language =
      LANGUAGES.find((l) => l === (row.language ?? row.lang)) ?? DEFAULT_LANGUAGE;
    const change = await loadChange(db, row.user_id, row.id, language);
    const loaded = await loadOrder(db, row.user_id, row.order_id, now);
    const order = { ...loaded, lines: await localizeLines(db, loaded.lines, language) };
    const mail = dateChangedMail(order, change, {
      lang: language,
      orderUrl: orderUrl(siteUrl, language, order.orderId),
    });
    const done = await transaction(db, async (trx) => {
      const claimed = await trx
        .updateTable('order_change')
        .set({ mailed_at: now })
        .where('id', '=', row.id)
        .where('mailed_at', 'is', null)
        .executeTakeFirst();
      if (claimed.numUpdatedRows !== 1n) return false;
      await queueMail(
        trx,
        { to: row.email, subject: mail.subject, body: mail.text, html: mail.html, language },
        now,
      );
      return true;
    });
    if (done) queued += 1;
  }
  return queued;
}

/** Builds and queues one due mail; false when another process queued it first. */
async function queueDue(
  db: Db,
  due: DueEvent,
  options: Pick<OrderMailerOptions, 'siteUrl' | 'renderPdf' | 'linkSecret'> & { now: number },
): Promise<boolean> {
  const built = await build(db, due, options);
  return transaction(db, async (trx) => {
    const claimed = await trx
      .insertInto('order_mail')
      .values({
        subject_id: due.subjectId,
        event: due.event,
        order_id: due.orderId,
        created_at: options.now,
      })
      .onConflict((oc) => oc.columns(['subject_id', 'event']).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1 || built === null) return false;
    await queueMail(
      trx,
      {
        to: built.to,
        subject: built.mail.subject,
        body: built.mail.text,
        html: built.mail.html,
        attachments: built.attachments,
        language: built.language,
      },
      options.now,
    );
    return true;
  });
}

/** How soon a scan left to another process is tried again (the lock is tried, not waited for). */
export const LEADER_RETRY_MS = 1000;

export function createOrderMailer(options: OrderMailerOptions): OrderMailer {
  const {
    db,
    clock,
    delivery,
    batchSize = 20,
    log = console,
    waitOfferMinutes = DEFAULT_WAIT_OFFER_MINUTES,
  } = options;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let interval: ReturnType<typeof setInterval> | null = null;

  /**
   * One scan, by one process of those sharing a PostgreSQL database at a time (an advisory
   * lock): the mails are written once anyway (a unique key per order and event), but each
   * would render the same voucher PDF. Null when another process is scanning.
   */
  const once = (): Promise<number | null> => ifLeader(db, LOCK_KEYS.mailSweep, scan);

  async function scan(): Promise<number> {
    const now = clock.now();
    await advanceOrders(db, now, { waitOfferMs: waitOfferMinutes * 60_000 });
    let queued = 0;
    for (const due of await dueEvents(db, batchSize)) {
      if (stopped) break;
      try {
        if (await queueDue(db, due, { ...options, now })) queued += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn(`order mail: ${due.event} of ${due.subjectId} not queued: ${reason}`);
      }
    }
    if (!stopped) {
      try {
        queued += await queueChangeMails(db, { ...options, now, limit: batchSize });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn(`order mail: date change mails not queued: ${reason}`);
      }
      try {
        const secret = await orderLinkSecret(db, options.linkSecret, now);
        queued += await queueOfferMails(db, { ...options, now, limit: batchSize, secret });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn(`order mail: waiting-list offer mails not queued: ${reason}`);
      }
    }
    if (queued > 0) delivery?.kick();
    return queued;
  }

  function retrySoon(): void {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void run();
    }, LEADER_RETRY_MS);
    retry.unref();
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    if (stopped) return Promise.resolve(0);
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          const queued = await once();
          // another process is scanning: maybe from before this process's payment, so look
          // again shortly rather than at the next round
          if (queued === null) retrySoon();
          total += queued ?? 0;
        } while (again && !stopped);
      } catch (error) {
        if (!stopped) {
          log.warn(
            `order mail: scan failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  }

  return {
    kick() {
      if (stopped || timer) return;
      timer = setTimeout(() => {
        timer = null;
        void run();
      }, 0);
    },
    run,
    start(intervalMs = 30_000) {
      if (stopped || interval) return;
      interval = setInterval(() => void run(), intervalMs);
      interval.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (retry) clearTimeout(retry);
      if (interval) clearInterval(interval);
      timer = null;
      retry = null;
      interval = null;
      await running;
    },
  };
}
