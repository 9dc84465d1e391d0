import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { prepareDatabase } from '../../../gateway/db/prepare.ts';
import { parseEnv } from '../../../gateway/env.ts';
import { parseMailbox, parseSmtpUrl } from '../../../gateway/mail/config.ts';
import { createMailDelivery, type MailDelivery } from '../../../gateway/mail/delivery.ts';
import { codeMail } from '../../../gateway/mail/texts.ts';
import {
  createSmtpTransport,
  type MailMessage,
  type SmtpTransportOptions,
} from '../../../gateway/mail/transport.ts';
import { createGatewayApp } from '../../../gateway/server.ts';
import { deliveryState, queueMail } from '../../../gateway/services/mail.ts';
import { CAPTCHA_VERIFICATION_HEADER } from '../../../src/lib/contract/captcha.ts';
import { LANGUAGES, type Language } from '../../../src/lib/contract/common.ts';
import { bodyOf, captchaToken, createAccountGateway, OPEN, register } from './support/accounts.ts';
import { fixtureImages, fixtureSeed } from './support/fixture.ts';
import { temporaryDir, type TestGateway } from './support/gateway.ts';
import {
  startTestSmtp,
  TEST_CERT,
  type TestSmtpOptions,
  type TestSmtpServer,
} from './support/smtp.ts';

/*
 * Mail delivery against a real SMTP server (smtp-server) on a loopback port: the transport
 * (nodemailer: STARTTLS with a certificate made here, AUTH, implicit TLS, encoded headers,
 * HTML and attachments), the outbox delivery's retries, and the gateway sending a code in the
 * reader's language.
 */

const NEVER = new Promise<void>(() => undefined);

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function smtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const server = await startTestSmtp(options);
  cleanups.push(() => server.close());
  return server;
}

const FROM = parseMailbox('Wonderland Resorts <no-reply@resort.test>');
const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  from: FROM,
  to: 'guest@example.com',
  subject: 'Hello',
  text: 'Hello there.\n',
  ...overrides,
});

/** The transport to a test server: smtp:// (or smtps://), trusting the test certificate. */
function transportTo(
  server: TestSmtpServer,
  {
    scheme = 'smtp',
    credentials,
    ...extra
  }: SmtpTransportOptions & {
    scheme?: 'smtp' | 'smtps';
    credentials?: { user: string; password: string };
  } = {},
) {
  const auth = credentials
    ? `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@`
    : '';
  return createSmtpTransport(parseSmtpUrl(`${scheme}://${auth}localhost:${server.port}`), {
    timeoutMs: 2000,
    clientName: 'gateway.test',
    tls: { ca: TEST_CERT.cert },
    ...extra,
  });
}

async function failure(promise: Promise<unknown>): Promise<Error & { permanent?: boolean }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return error as Error & { permanent?: boolean };
  }
  throw new Error('expected the send to fail');
}

// ---------------------------------------------------------------- the SMTP transport

describe('the SMTP transport', () => {
  it.each(LANGUAGES)(
    'delivers a code mail in %s with its encoded subject and sender name intact',
    async (lang) => {
      const server = await smtpServer();
      const text = codeMail(lang, 'login', '123456', 10);
      const from = parseMailbox('奇境度假區 Wonderland <no-reply@resort.test>');
      await transportTo(server).send(message({ from, subject: text.subject, text: text.body }));
      const [mail] = server.received;
      expect(mail?.from).toBe('no-reply@resort.test');
      expect(mail?.to).toEqual(['guest@example.com']);
      expect(mail?.parsed.subject).toBe(text.subject);
      expect(mail?.parsed.from?.value).toEqual([
        { name: '奇境度假區 Wonderland', address: 'no-reply@resort.test' },
      ]);
      expect(mail?.parsed.text).toBe(text.body);
      // every header line is 7-bit and folded
      const head = mail?.raw.toString('latin1').split('\r\n\r\n')[0] ?? '';
      expect(head.replace(/\r\n/g, '')).toMatch(/^[\t -~]*$/);
      for (const line of head.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
    },
  );

  it('delivers HTML beside the text and attachments byte for byte', async () => {
    const server = await smtpServer();
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(70_000, 0xa7)]);
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await transportTo(server).send(
      message({
        html: '<p>Hello <b>there</b>.</p>',
        attachments: [
          { filename: '憑證 W123.pdf', contentType: 'application/pdf', content: pdf },
          { filename: 'visit.ics', contentType: 'text/calendar', content: Buffer.from(ics) },
        ],
      }),
    );
    const parsed = server.received[0]?.parsed;
    expect(parsed?.text).toBe('Hello there.\n');
    expect(parsed?.html).toBe('<p>Hello <b>there</b>.</p>');
    expect(parsed?.attachments.map((a) => [a.filename, a.contentType, a.size])).toEqual([
      ['憑證 W123.pdf', 'application/pdf', pdf.length],
      ['visit.ics', 'text/calendar', Buffer.byteLength(ics)],
    ]);
    expect(parsed?.attachments[0]?.content.equals(pdf)).toBe(true);
    expect(parsed?.attachments[1]?.content.toString()).toBe(ics);
  });

  it('upgrades with STARTTLS and authenticates over TLS', async () => {
    const credentials = { user: 'mailer', password: 'p@ss wörd' };
    const server = await smtpServer({ credentials });
    await transportTo(server, { credentials }).send(message());
    expect(server.received[0]).toMatchObject({ secure: true, user: 'mailer' });
  });

  it('speaks implicit TLS for smtps', async () => {
    const server = await smtpServer({ implicitTls: true });
    await transportTo(server, { scheme: 'smtps' }).send(message());
    expect(server.received[0]?.secure).toBe(true);
  });

  it('checks the certificate and sends nothing to a server it cannot trust', async () => {
    const server = await smtpServer();
    const error = await failure(transportTo(server, { tls: {} }).send(message()));
    expect(error.message).toMatch(/certificate/i);
    expect(server.received).toHaveLength(0);
  });

  it('fails on refused credentials without repeating them', async () => {
    const server = await smtpServer({ credentials: { user: 'mailer', password: 'right' } });
    const error = await failure(
      transportTo(server, { credentials: { user: 'mailer', password: 'wrong-secret' } }).send(
        message(),
      ),
    );
    expect(error.message).toMatch(/535/);
    expect(error.message).not.toContain('wrong-secret');
    expect(server.received).toHaveLength(0);
  });

  it('names the step and reply of a refusal, permanent for 5xx and not for 4xx', async () => {
    const server = await smtpServer({
      refuse: (step, connection) =>
        step === 'DATA'
          ? connection === 1
            ? { code: 554, text: '5.7.1 Message rejected as spam' }
            : { code: 451, text: '4.3.0 Try again later' }
          : undefined,
    });
    const permanent = await failure(transportTo(server).send(message()));
    expect(permanent.message).toBe('DATA: 554 5.7.1 Message rejected as spam');
    expect(permanent.permanent).toBe(true);
    const transient = await failure(transportTo(server).send(message()));
    expect(transient.message).toBe('DATA: 451 4.3.0 Try again later');
    expect(transient.permanent).toBe(false);
  });

  it('times out a server that never greets', async () => {
    const server = await smtpServer({ greetAfter: NEVER });
    const error = await failure(transportTo(server, { timeoutMs: 300 }).send(message()));
    expect(error.message).toBe('greeting: no answer within 300 ms');
  });

  it('fails when nothing listens', async () => {
    const socket = createTcpServer();
    await new Promise<void>((resolve) => socket.listen(0, '127.0.0.1', resolve));
    const { port } = socket.address() as AddressInfo;
    await new Promise((resolve) => socket.close(resolve));
    const transport = createSmtpTransport(parseSmtpUrl(`smtp://127.0.0.1:${port}`));
    const error = await failure(transport.send(message()));
    expect(error.message).toMatch(/ECONNREFUSED/);
  });

  it('refuses addresses that could inject into the conversation, before connecting', async () => {
    const server = await smtpServer();
    for (const to of ['a@b.test>\r\nRCPT TO:<c@d.test', 'not an address', 'x@y.test, z@w.test']) {
      const error = await failure(transportTo(server).send(message({ to })));
      expect(error.permanent).toBe(true);
    }
    expect(server.connections()).toBe(0);
  });

  it('stops a send at once when aborted', async () => {
    const server = await smtpServer({ greetAfter: NEVER });
    const controller = new AbortController();
    const pending = failure(
      transportTo(server, { timeoutMs: 10_000 }).send(message(), { signal: controller.signal }),
    );
    await server.waitForConnections(1);
    controller.abort();
    expect((await pending).message).toMatch(/^aborted/);
  });
});

// ---------------------------------------------------------------- the outbox delivery

/** A database of its own (migrated and seeded with the fixtures), closed after the test. */
async function database() {
  const { dir, remove } = temporaryDir();
  const env = parseEnv({
    DATABASE_URL: `file:${join(dir, 'mail.db')}`,
    MEDIA_DIR: join(dir, 'media'),
  });
  const db = await prepareDatabase(env, {
    content: () => Promise.resolve({ data: fixtureSeed(), images: fixtureImages() }),
  });
  cleanups.push(async () => {
    await db.close();
    remove();
  });
  return { db, dir };
}

const silent = { info: () => undefined, warn: () => undefined };

async function lastOutboxId(db: Awaited<ReturnType<typeof database>>['db']): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the outbox delivery', () => {
  async function setUp(serverOptions: TestSmtpOptions = {}, retryDelaysMs = [1000, 5000]) {
    const { db } = await database();
    const server = await smtpServer(serverOptions);
    let now = Date.now();
    const delivery: MailDelivery = createMailDelivery({
      db,
      transport: transportTo(server, { timeoutMs: 1000 }),
      from: FROM,
      now: () => now,
      retryDelaysMs,
      log: silent,
    });
    cleanups.push(() => delivery.stop());
    const queue = async (language: Language = 'en') => {
      const text = codeMail(language, 'login', '123456', 10);
      await queueMail(db, { to: 'guest@example.com', ...text, language }, 0);
      return lastOutboxId(db);
    };
    return { db, server, delivery, queue, advance: (ms: number) => (now += ms), at: () => now };
  }

  it('sends a queued message and records it as sent', async () => {
    const { db, server, delivery, queue } = await setUp();
    const id = await queue('zh-CN');
    await delivery.sweep();
    expect(server.received).toHaveLength(1);
    expect(server.received[0]?.parsed.subject).toBe(
      codeMail('zh-CN', 'login', '123456', 10).subject,
    );
    const state = await deliveryState(db, id);
    expect(state).toMatchObject({
      language: 'zh-CN',
      attempts: 1,
      failedAt: null,
      lastError: null,
    });
    expect(state?.sentAt).not.toBeNull();
    // sent once only
    await delivery.sweep();
    expect(server.connections()).toBe(1);
  });

  it('retries a 4xx answer after the backoff, then gives up and keeps the error', async () => {
    const { db, server, delivery, queue, advance, at } = await setUp({
      refuse: (step) =>
        step === 'DATA' ? { code: 451, text: '4.3.0 Try again later' } : undefined,
    });
    const id = await queue();
    await delivery.sweep();
    let state = await deliveryState(db, id);
    expect(state).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(state?.lastError).toBe('DATA: 451 4.3.0 Try again later');
    expect(state?.nextAttemptAt).toBe(at() + 1000);

    await delivery.sweep(); // not due yet
    expect(server.connections()).toBe(1);

    advance(1000);
    await delivery.sweep();
    state = await deliveryState(db, id);
    expect(state).toMatchObject({ attempts: 2, failedAt: null, nextAttemptAt: at() + 5000 });

    advance(5000);
    await delivery.sweep();
    state = await deliveryState(db, id);
    expect(state).toMatchObject({ attempts: 3, sentAt: null, nextAttemptAt: null });
    expect(state?.failedAt).toBe(at());
    expect(state?.lastError).toContain('451 4.3.0');

    advance(60_000);
    await delivery.sweep();
    expect(server.connections()).toBe(3);
  });

  it('gives up at once on a permanent 5xx refusal and keeps the error', async () => {
    const { db, server, delivery, queue, advance, at } = await setUp({
      refuse: (step) =>
        step === 'DATA' ? { code: 554, text: '5.7.1 Message rejected as spam' } : undefined,
    });
    const id = await queue();
    await delivery.sweep();
    const state = await deliveryState(db, id);
    expect(state).toMatchObject({ attempts: 1, sentAt: null, nextAttemptAt: null });
    expect(state?.failedAt).toBe(at());
    expect(state?.lastError).toBe('DATA: 554 5.7.1 Message rejected as spam');
    advance(60_000);
    await delivery.sweep();
    expect(server.connections()).toBe(1);
  });

  it('retries a server that is unavailable for a while and sends on the next attempt', async () => {
    const { db, server, delivery, queue, advance } = await setUp({
      refuse: (step, connection) =>
        step === 'MAIL' && connection === 1
          ? { code: 421, text: '4.3.2 Service shutting down' }
          : undefined,
    });
    const id = await queue();
    await delivery.sweep();
    expect((await deliveryState(db, id))?.lastError).toContain('421 4.3.2 Service shutting down');
    advance(1000);
    await delivery.sweep();
    const state = await deliveryState(db, id);
    expect(state).toMatchObject({ attempts: 2, failedAt: null, lastError: null });
    expect(state?.sentAt).not.toBeNull();
    expect(server.received).toHaveLength(1);
  });

  it('records a timeout as a failed attempt', async () => {
    const { db, delivery, queue } = await setUp({ greetAfter: NEVER });
    const id = await queue();
    await delivery.sweep();
    const state = await deliveryState(db, id);
    expect(state?.attempts).toBe(1);
    expect(state?.sentAt).toBeNull();
    expect(state?.lastError).toBe('greeting: no answer within 1000 ms');
  });

  it('gives up at once on an undeliverable address', async () => {
    const { db, server, delivery } = await setUp();
    await queueMail(db, { to: 'not an address@x', subject: 's', body: 'b' }, 0);
    const id = await lastOutboxId(db);
    await delivery.sweep();
    const state = await deliveryState(db, id);
    expect(state?.attempts).toBe(1);
    expect(state?.failedAt).not.toBeNull();
    expect(server.connections()).toBe(0);
  });

  it('gives up messages that waited longer than the maximum age', async () => {
    const { db, server, delivery, queue, advance } = await setUp();
    const id = await queue();
    advance(2 * 60 * 60_000);
    await delivery.sweep();
    const state = await deliveryState(db, id);
    expect(state?.attempts).toBe(0);
    expect(state?.lastError).toBe('not sent within 60 minutes');
    expect(server.connections()).toBe(0);
  });

  it('stops promptly while a send hangs, and sends nothing after', async () => {
    const { db, server, delivery, queue } = await setUp({ greetAfter: NEVER });
    const id = await queue();
    const sweeping = delivery.sweep();
    await server.waitForConnections(1);
    await delivery.stop();
    await sweeping;
    // Aborted by the stop, not ended by the step's 1 s timeout.
    expect((await deliveryState(db, id))?.lastError).toContain('aborted');
    delivery.kick();
    await delivery.sweep();
    expect(server.connections()).toBe(1);
  });
});

// ---------------------------------------------------------------- through the gateway

const mailboxSchema = z.array(
  z.object({
    id: z.number(),
    to: z.string(),
    subject: z.string(),
    body: z.string(),
    createdAt: z.number(),
  }),
);

async function mailbox(gw: TestGateway, to: string) {
  const res = await gw.app.request(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  return mailboxSchema.parse((await bodyOf(res)).data);
}

/** POST sendCode as a visitor reading `lang`. */
async function sendCode(gw: TestGateway, email: string, purpose: string, lang: Language) {
  return gw.app.request(`${OPEN}/sendCode`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': lang,
      'X-Forwarded-For': '198.51.100.7',
      [CAPTCHA_VERIFICATION_HEADER]: await captchaToken(gw, 'open-account'),
    },
    body: JSON.stringify({ email, purpose }),
  });
}

async function accountGateway(env: Record<string, string> = {}) {
  const gw = await createAccountGateway(env);
  cleanups.push(() => gw.close());
  return gw;
}

describe('mail from the gateway', () => {
  it.each(LANGUAGES)(
    'writes the registration code mail in the language of the request (%s)',
    async (lang) => {
      const gw = await accountGateway();
      const email = `reader-${lang.toLowerCase()}@example.com`;
      expect((await sendCode(gw, email, 'register', lang)).status).toBe(200);
      const [mail] = await mailbox(gw, email);
      const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '';
      expect(mail?.body.match(/\b\d{6}\b/g)).toEqual([code]);
      expect(mail).toMatchObject(codeMail(lang, 'register', code, 10));
      expect((await deliveryState(gw.db, mail?.id ?? 0))?.language).toBe(lang);
    },
  );

  it('writes the reset PIN mail with its 5 minutes and the "already registered" notice in zh-CN', async () => {
    const gw = await accountGateway();
    const email = 'member@example.com';
    await register(gw, email);
    expect((await sendCode(gw, email, 'reset', 'zh-CN')).status).toBe(200);
    const [pin] = await mailbox(gw, email);
    expect(pin?.subject).toBe('奇境度假区重置密码 PIN 码');
    expect(pin?.body).toMatch(/PIN 码是 \d{6}，5 分钟内有效/);

    gw.clock.advance(61_000); // past the registration code's cooldown
    expect((await sendCode(gw, email, 'register', 'zh-CN')).status).toBe(200);
    const [notice] = await mailbox(gw, email);
    expect(notice?.subject).toBe('您已有奇境度假区账号');
    expect(notice?.body).toContain('该地址已经注册');
    expect(notice?.body).not.toMatch(/\d{6}/);
  });

  it('sends the mail to SMTP_URL after answering the request', async () => {
    let greet = () => undefined as void;
    const server = await smtpServer({
      starttls: false,
      greetAfter: new Promise<void>((resolve) => (greet = resolve)),
    });
    const gw = await accountGateway({
      SMTP_URL: `smtp://127.0.0.1:${server.port}`,
      MAIL_FROM: 'Wonderland <no-reply@resort.test>',
    });
    const email = 'smtp-reader@example.com';
    const res = await sendCode(gw, email, 'register', 'zh-CN');
    expect(res.status).toBe(200);
    // answered while the server has not even greeted yet
    expect(server.received).toHaveLength(0);
    greet();
    const [received] = await server.waitForReceived(1);
    expect(received?.from).toBe('no-reply@resort.test');
    expect(received?.to).toEqual([email]);
    const [queued] = await mailbox(gw, email);
    expect(received?.parsed.subject).toBe('奇境度假区注册验证码');
    expect(received?.parsed.text).toBe(queued?.body);
    expect(received?.parsed.text).toMatch(/注册验证码是 \d{6}，10 分钟内有效/);
    // the outbox keeps it, marked as sent (the sent mark lands just after the server's 250)
    await vi.waitFor(
      async () => expect((await deliveryState(gw.db, queued?.id ?? 0))?.sentAt).not.toBeNull(),
      { timeout: 10_000 },
    );
  });

  it('answers at once even when the SMTP server refuses the mail', async () => {
    const server = await smtpServer({
      starttls: false,
      refuse: (step) =>
        step === 'MAIL' ? { code: 451, text: '4.3.0 Try again later' } : undefined,
    });
    const gw = await accountGateway({ SMTP_URL: `smtp://127.0.0.1:${server.port}` });
    const res = await sendCode(gw, 'refused@example.com', 'register', 'en');
    expect(res.status).toBe(200);
    const [queued] = await mailbox(gw, 'refused@example.com');
    await server.waitForConnections(1);
    await vi.waitFor(
      async () => expect((await deliveryState(gw.db, queued?.id ?? 0))?.lastError).toBeTruthy(),
      { timeout: 10_000 },
    );
    const state = await deliveryState(gw.db, queued?.id ?? 0);
    expect(state?.lastError).toBe('MAIL FROM: 451 4.3.0 Try again later');
    expect(state).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
  });

  it('sends nothing without SMTP_URL: the mail stays queued', async () => {
    const server = await smtpServer();
    const gw = await accountGateway();
    expect((await sendCode(gw, 'quiet@example.com', 'register', 'en')).status).toBe(200);
    expect(server.connections()).toBe(0);
    const [queued] = await mailbox(gw, 'quiet@example.com');
    expect(await deliveryState(gw.db, queued?.id ?? 0)).toMatchObject({
      attempts: 0,
      sentAt: null,
      failedAt: null,
      nextAttemptAt: null,
    });
  });

  it('starts the sweep with createGatewayApp, which delivers what was queued, and stops it on close', async () => {
    const server = await smtpServer({ starttls: false });
    const { db, dir } = await database();
    // queued outside any request (no language there: zh-TW), before the gateway starts
    await queueMail(db, { to: 'swept@example.com', subject: 'Sweep', body: 'Swept.' }, 0);
    const id = await lastOutboxId(db);
    const env = parseEnv({
      DATABASE_URL: `file:${join(dir, 'mail.db')}`,
      MEDIA_DIR: join(dir, 'media'),
      SMTP_URL: `smtp://127.0.0.1:${server.port}`,
    });
    const gateway = await createGatewayApp(env);
    try {
      const [received] = await server.waitForReceived(1);
      expect(received?.parsed.subject).toBe('Sweep');
      expect((await deliveryState(db, id))?.language).toBe('zh-TW');
    } finally {
      await gateway.close();
    }
  });
});
