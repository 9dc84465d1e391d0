import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import {
  createServer as createTcpServer,
  type AddressInfo,
  type Server,
  type Socket,
} from 'node:net';
import { join } from 'node:path';
import { createSecureContext, createServer as createTlsServer, TLSSocket } from 'node:tls';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { prepareDatabase } from '../../../gateway/db/prepare.ts';
import { parseEnv } from '../../../gateway/env.ts';
import { parseMailbox, type SmtpServer } from '../../../gateway/mail/config.ts';
import { createMailDelivery, type MailDelivery } from '../../../gateway/mail/delivery.ts';
import { buildMime, type MailMessage } from '../../../gateway/mail/mime.ts';
import { sendSmtp, SmtpError, type SmtpOptions } from '../../../gateway/mail/smtp.ts';
import { codeMail } from '../../../gateway/mail/texts.ts';
import { createSmtpTransport } from '../../../gateway/mail/transport.ts';
import { createGatewayApp } from '../../../gateway/server.ts';
import { deliveryState, queueMail } from '../../../gateway/services/mail.ts';
import { CAPTCHA_VERIFICATION_HEADER } from '../../../src/lib/contract/captcha.ts';
import { LANGUAGES, type Language } from '../../../src/lib/contract/common.ts';
import { bodyOf, captchaToken, createAccountGateway, OPEN, register } from './support/accounts.ts';
import { fixtureImages, fixtureSeed } from './support/fixture.ts';
import { temporaryDir, type TestGateway } from './support/gateway.ts';

/*
 * Mail delivery against a fake SMTP server on a real loopback socket: the client's
 * conversation (EHLO, STARTTLS with a certificate made here, AUTH, envelope, DATA), the
 * outbox delivery's retries, and the gateway sending a code in the reader's language.
 */

// ---------------------------------------------------------------- a self-signed certificate

/** DER: tag, length, content. */
function der(tag: number, content: Buffer): Buffer {
  const n = content.length;
  const length = n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : [0x82, (n >> 8) & 0xff, n & 0xff];
  return Buffer.concat([Buffer.from([tag, ...length]), content]);
}
const sequence = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => der(0x31, Buffer.concat(parts));
function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * first + second];
  for (const value of rest) {
    const chunk = [value & 0x7f];
    for (let v = value >> 7; v > 0; v >>= 7) chunk.unshift((v & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return der(0x06, Buffer.from(bytes));
}
const utcTime = (date: Date) =>
  der(0x17, Buffer.from(`${date.toISOString().replace(/[-:T]/g, '').slice(2, 14)}Z`));
const pem = (label: string, bytes: Buffer) =>
  `-----BEGIN ${label}-----\n${(bytes.toString('base64').match(/.{1,64}/g) ?? []).join('\n')}\n-----END ${label}-----\n`;

/**
 * An X.509 v3 certificate for localhost and 127.0.0.1 (P-256, ECDSA with SHA-256), signed by
 * its own key: node:crypto signs, the ASN.1 around it is written here.
 */
function selfSignedCertificate(): { key: string; cert: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const algorithm = sequence(oid('1.2.840.10045.4.3.2'));
  const name = sequence(set(sequence(oid('2.5.4.3'), der(0x0c, Buffer.from('localhost')))));
  const serial = randomBytes(8);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x01;
  const altNames = sequence(
    oid('2.5.29.17'),
    der(
      0x04,
      sequence(der(0x82, Buffer.from('localhost')), der(0x87, Buffer.from([127, 0, 0, 1]))),
    ),
  );
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, serial),
    algorithm,
    name,
    sequence(utcTime(new Date(Date.now() - 3_600_000)), utcTime(new Date(Date.now() + 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    der(0xa3, sequence(altNames)),
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = sequence(
    tbs,
    algorithm,
    der(0x03, Buffer.concat([Buffer.from([0]), signature])),
  );
  return {
    key: String(privateKey.export({ type: 'pkcs8', format: 'pem' })),
    cert: pem('CERTIFICATE', certificate),
  };
}

const CERT = selfSignedCertificate();

// ---------------------------------------------------------------- a fake SMTP server

interface Conversation {
  /** Every line the client sent, in order (DATA lines included, as sent). */
  lines: string[];
  /** Whether each EHLO came over TLS. */
  ehloSecure: boolean[];
  auth?: { mechanism: string; user: string; password: string; secure: boolean };
  from?: string;
  to: string[];
  /** The message as the client meant it (dot-stuffing undone). */
  data?: string;
  quit: boolean;
}

/** What the fake answers to a line instead of its normal reply: text, or drop the connection. */
type Override = string | 'close' | 'hang' | undefined;

interface FakeOptions {
  /** Offer STARTTLS (with the test certificate). */
  starttls?: boolean;
  /** Implicit TLS (smtps) from the first byte. */
  implicitTls?: boolean;
  /** Mechanisms offered in EHLO; none when empty. */
  auth?: string[];
  credentials?: { user: string; password: string };
  /**
   * The server greets once this settles: a promise the test resolves holds the greeting back,
   * one that never settles makes a server that never greets. At once by default.
   */
  greetAfter?: Promise<unknown>;
  /** Called for each command line (not DATA lines) with the count of connections so far. */
  override?: (line: string, connection: number) => Override;
}

interface FakeSmtp {
  port: number;
  conversations: Conversation[];
  /** The messages accepted (DATA ended with 250). */
  accepted: Conversation[];
  server: SmtpServer;
  /** Resolves once `count` messages have been accepted. */
  waitForAccepted(count: number): Promise<void>;
  /** Resolves once `count` clients have connected. */
  waitForConnections(count: number): Promise<void>;
  close(): Promise<void>;
}

/** A greeting that never comes. */
const NEVER = new Promise<never>(() => undefined);

const fakes: FakeSmtp[] = [];
const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

async function startFakeSmtp(options: FakeOptions = {}): Promise<FakeSmtp> {
  const conversations: Conversation[] = [];
  const accepted: Conversation[] = [];
  const sockets = new Set<Socket>();
  const waiters: { done: () => boolean; resolve: () => void }[] = [];
  const notify = () => {
    for (const waiter of [...waiters]) {
      if (!waiter.done()) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const until = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      waiters.push({ done, resolve });
      notify();
    });
  const mechanisms = options.auth ?? ['PLAIN', 'LOGIN'];
  const credentials = options.credentials ?? { user: 'mailer', password: 'p@ss wörd' };

  const handle = (raw: Socket) => {
    sockets.add(raw);
    raw.on('close', () => sockets.delete(raw));
    raw.on('error', () => undefined);
    const conversation: Conversation = { lines: [], ehloSecure: [], to: [], quit: false };
    conversations.push(conversation);
    notify();
    const connection = conversations.length;
    let socket: Socket = raw;
    let secure = options.implicitTls === true;
    let buffer = '';
    let inData = false;
    let dataLines: string[] = [];
    let login: { step: 'user' | 'password'; user?: string } | null = null;
    const send = (text: string) => socket.write(`${text}\r\n`);

    const ehlo = () => {
      conversation.ehloSecure.push(secure);
      const offered = ['fake.test greets you', 'SMTPUTF8', '8BITMIME'];
      if (options.starttls && !secure) offered.push('STARTTLS');
      if (mechanisms.length > 0) offered.push(`AUTH ${mechanisms.join(' ')}`);
      return offered
        .map((line, i) => `250${i === offered.length - 1 ? ' ' : '-'}${line}`)
        .join('\r\n');
    };

    const authenticate = (mechanism: string, user: string, password: string) => {
      conversation.auth = { mechanism, user, password, secure };
      const ok = user === credentials.user && password === credentials.password;
      return ok
        ? '235 2.7.0 Authentication successful'
        : '535 5.7.8 Authentication credentials invalid';
    };
    const decode = (text: string) => Buffer.from(text, 'base64').toString('utf8');

    const onLine = (line: string) => {
      conversation.lines.push(line);
      if (inData) {
        if (line === '.') {
          inData = false;
          conversation.data = dataLines
            .map((l) => (l.startsWith('.') ? l.slice(1) : l))
            .join('\r\n');
          const reply = options.override?.('.', connection);
          if (reply === 'close') return void socket.destroy();
          if (reply === 'hang') return;
          if (reply !== undefined) return void send(reply);
          accepted.push(conversation);
          notify();
          send('250 2.0.0 Ok: queued as FAKE1');
        } else {
          dataLines.push(line);
        }
        return;
      }
      const reply = options.override?.(line, connection);
      if (reply === 'close') return void socket.destroy();
      if (reply === 'hang') return;
      if (reply !== undefined) return void send(reply);
      if (login) {
        if (login.step === 'user') {
          login = { step: 'password', user: decode(line) };
          return void send('334 UGFzc3dvcmQ6');
        }
        const user = login.user ?? '';
        login = null;
        return void send(authenticate('LOGIN', user, decode(line)));
      }
      const [verb = '', ...rest] = line.split(' ');
      const argument = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
          return void send(ehlo());
        case 'HELO':
          return void send('250 fake.test');
        case 'STARTTLS': {
          if (!options.starttls || secure) return void send('503 5.5.1 TLS already active');
          send('220 2.0.0 Ready to start TLS');
          socket.off('data', onData);
          const upgraded = new TLSSocket(socket, {
            isServer: true,
            secureContext: createSecureContext(CERT),
          });
          upgraded.on('error', () => undefined);
          upgraded.setEncoding('utf8');
          upgraded.on('data', onData);
          socket = upgraded;
          secure = true;
          return;
        }
        case 'AUTH': {
          const [mechanism = '', initial] = argument.split(' ');
          if (mechanism === 'PLAIN' && initial !== undefined) {
            const [, user = '', password = ''] = decode(initial).split('\0');
            return void send(authenticate('PLAIN', user, password));
          }
          if (mechanism === 'LOGIN') {
            login = { step: 'user' };
            return void send('334 VXNlcm5hbWU6');
          }
          return void send('504 5.5.4 Unrecognized authentication type');
        }
        case 'MAIL':
          conversation.from = /^FROM:<([^>]*)>/i.exec(argument)?.[1] ?? '';
          return void send('250 2.1.0 Ok');
        case 'RCPT':
          conversation.to.push(/^TO:<([^>]*)>/i.exec(argument)?.[1] ?? '');
          return void send('250 2.1.5 Ok');
        case 'DATA':
          inData = true;
          dataLines = [];
          return void send('354 End data with <CR><LF>.<CR><LF>');
        case 'QUIT':
          conversation.quit = true;
          send('221 2.0.0 Bye');
          return void socket.end();
        default:
          return void send('502 5.5.2 Error: command not recognized');
      }
    };

    const onData = (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        onLine(line);
      }
    };

    socket.setEncoding('utf8');
    socket.on('data', onData);
    void (options.greetAfter ?? Promise.resolve()).then(() => {
      if (!socket.destroyed) send('220 fake.test ESMTP ready');
    });
  };

  const server: Server = options.implicitTls
    ? createTlsServer(CERT, handle)
    : createTcpServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeSmtp = {
    port,
    conversations,
    accepted,
    server: { secure: options.implicitTls === true, host: '127.0.0.1', port },
    waitForAccepted: (count) => until(() => accepted.length >= count),
    waitForConnections: (count) => until(() => conversations.length >= count),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  fakes.push(fake);
  return fake;
}

// ---------------------------------------------------------------- reading a received mail

interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  text: string;
}

/** Decodes RFC 2047 encoded words (B and Q, UTF-8) in a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

function parseMail(data: string): ParsedMail {
  const split = data.indexOf('\r\n\r\n');
  expect(split).toBeGreaterThan(0);
  const headers = new Map<string, string>();
  for (const line of data
    .slice(0, split)
    .replace(/\r\n[ \t]/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  for (const line of data.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
  expect(headers.get('content-transfer-encoding')).toBe('base64');
  const body = data.slice(split + 4);
  return {
    headers,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8'),
  };
}

const FROM = parseMailbox('Wonderland Resorts <no-reply@resort.test>');
const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  from: FROM,
  to: 'guest@example.com',
  subject: 'Hello',
  text: 'Hello there.\n',
  ...overrides,
});
const options = (fake: FakeSmtp, extra: Partial<SmtpOptions> = {}): SmtpOptions => ({
  ...fake.server,
  timeoutMs: 2000,
  clientName: 'gateway.test',
  ...extra,
});
const send = (fake: FakeSmtp, mail: MailMessage, extra: Partial<SmtpOptions> = {}) =>
  sendSmtp(options(fake, extra), { from: mail.from.address, to: [mail.to] }, buildMime(mail));

async function failure(promise: Promise<unknown>): Promise<SmtpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SmtpError);
    return error as SmtpError;
  }
  throw new Error('expected the send to fail');
}

// ---------------------------------------------------------------- the SMTP client

describe('the SMTP client', () => {
  it('speaks EHLO, MAIL FROM, RCPT TO, DATA and QUIT, with a UTF-8 message', async () => {
    const fake = await startFakeSmtp({ auth: [] });
    const reply = await send(fake, message());
    expect(reply.code).toBe(250);
    const [conversation] = fake.conversations;
    expect(conversation?.lines.slice(0, 4)).toEqual([
      'EHLO gateway.test',
      'MAIL FROM:<no-reply@resort.test>',
      'RCPT TO:<guest@example.com>',
      'DATA',
    ]);
    expect(conversation?.lines.at(-1)).toBe('QUIT');
    expect(conversation?.quit).toBe(true);
    const mail = parseMail(conversation?.data ?? '');
    expect(mail.headers.get('from')).toBe('"Wonderland Resorts" <no-reply@resort.test>');
    expect(mail.headers.get('to')).toBe('<guest@example.com>');
    expect(mail.headers.get('mime-version')).toBe('1.0');
    expect(mail.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(mail.headers.get('date')).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);
    expect(mail.headers.get('message-id')).toMatch(/^<[0-9a-f]+@resort\.test>$/);
    expect(mail.subject).toBe('Hello');
    expect(mail.text).toBe('Hello there.\r\n');
  });

  it.each(LANGUAGES)(
    'sends the %s code mail whose subject and body decode to the text',
    async (lang) => {
      const fake = await startFakeSmtp({ auth: [] });
      const text = codeMail(lang, 'reset', '482913', 5);
      await send(fake, message({ subject: text.subject, text: text.body }));
      const mail = parseMail(fake.accepted[0]?.data ?? '');
      expect(mail.subject).toBe(text.subject);
      expect(mail.text).toBe(text.body.replace(/\n/g, '\r\n'));
      expect(mail.text.match(/\b\d{6}\b/g)).toEqual(['482913']);
      // non-ASCII subjects travel as encoded words only
      expect(/^[\x20-\x7e]*$/.test(mail.headers.get('subject') ?? '')).toBe(true);
    },
  );

  it('dot-stuffs lines that start with a dot and ends every line with CRLF', async () => {
    const fake = await startFakeSmtp({ auth: [] });
    const data = 'Subject: dots\n\n.\n..two\n.leading\nbare\rcr\nno dot.\n.';
    await sendSmtp(options(fake), { from: 'a@resort.test', to: ['b@example.com'] }, data);
    const [conversation] = fake.conversations;
    const sent = conversation?.lines ?? [];
    const start = sent.indexOf('DATA') + 1;
    expect(sent.slice(start, sent.lastIndexOf('.') + 1)).toEqual([
      'Subject: dots',
      '',
      '..',
      '...two',
      '..leading',
      'bare',
      'cr',
      'no dot.',
      '..',
      '.',
    ]);
    expect(conversation?.data).toBe(
      'Subject: dots\r\n\r\n.\r\n..two\r\n.leading\r\nbare\r\ncr\r\nno dot.\r\n.',
    );
  });

  it('authenticates with AUTH PLAIN, or AUTH LOGIN when only that is offered', async () => {
    const plain = await startFakeSmtp({ auth: ['LOGIN', 'PLAIN'] });
    await send(plain, message(), { user: 'mailer', password: 'p@ss wörd' });
    expect(plain.conversations[0]?.auth).toEqual({
      mechanism: 'PLAIN',
      user: 'mailer',
      password: 'p@ss wörd',
      secure: false,
    });
    expect(plain.accepted).toHaveLength(1);

    const login = await startFakeSmtp({ auth: ['LOGIN'] });
    await send(login, message(), { user: 'mailer', password: 'p@ss wörd' });
    expect(login.conversations[0]?.auth?.mechanism).toBe('LOGIN');
    expect(login.conversations[0]?.auth?.password).toBe('p@ss wörd');
    expect(login.accepted).toHaveLength(1);
  });

  it('fails on refused credentials without repeating them', async () => {
    const fake = await startFakeSmtp();
    const error = await failure(
      send(fake, message(), { user: 'mailer', password: 'wrong-secret' }),
    );
    expect(error.code).toBe(535);
    expect(error.step).toBe('AUTH PLAIN');
    expect(error.message).not.toContain('wrong-secret');
    expect(error.message).not.toContain(Buffer.from('\0mailer\0wrong-secret').toString('base64'));
    expect(fake.accepted).toHaveLength(0);
  });

  it('refuses to authenticate when the server offers no usable mechanism', async () => {
    const fake = await startFakeSmtp({ auth: ['CRAM-MD5'] });
    const error = await failure(send(fake, message(), { user: 'mailer', password: 'p@ss wörd' }));
    expect(error.message).toContain('neither AUTH PLAIN nor AUTH LOGIN');
  });

  it('upgrades with STARTTLS when offered, says EHLO again, then authenticates over TLS', async () => {
    const fake = await startFakeSmtp({ starttls: true });
    await send(fake, message(), {
      user: 'mailer',
      password: 'p@ss wörd',
      tls: { ca: CERT.cert },
    });
    const [conversation] = fake.conversations;
    expect(conversation?.lines.slice(0, 3)).toEqual([
      'EHLO gateway.test',
      'STARTTLS',
      'EHLO gateway.test',
    ]);
    expect(conversation?.ehloSecure).toEqual([false, true]);
    expect(conversation?.auth?.secure).toBe(true);
    expect(fake.accepted).toHaveLength(1);
  });

  it('checks the certificate after STARTTLS', async () => {
    const fake = await startFakeSmtp({ starttls: true });
    const error = await failure(send(fake, message()));
    expect(error.step).toBe('STARTTLS');
    expect(error.message).toMatch(/certificate/i);
    expect(fake.accepted).toHaveLength(0);
  });

  it('refuses data the server sent ahead of the TLS handshake', async () => {
    const fake = await startFakeSmtp({
      starttls: true,
      override: (line) => (line === 'STARTTLS' ? '220 go ahead\r\n250 injected' : undefined),
    });
    const error = await failure(send(fake, message(), { tls: { ca: CERT.cert } }));
    expect(error.message).toContain('before the handshake');
  });

  it('speaks implicit TLS for smtps', async () => {
    const fake = await startFakeSmtp({ implicitTls: true });
    await send(fake, message(), { user: 'mailer', password: 'p@ss wörd', tls: { ca: CERT.cert } });
    expect(fake.conversations[0]?.ehloSecure).toEqual([true]);
    expect(fake.conversations[0]?.auth?.secure).toBe(true);
    expect(fake.accepted).toHaveLength(1);
  });

  it('falls back to HELO when EHLO is not understood', async () => {
    const fake = await startFakeSmtp({
      override: (line) => (line.startsWith('EHLO') ? '500 5.5.1 what?' : undefined),
    });
    await send(fake, message());
    expect(fake.conversations[0]?.lines.slice(0, 2)).toEqual([
      'EHLO gateway.test',
      'HELO gateway.test',
    ]);
    expect(fake.accepted).toHaveLength(1);
  });

  it('fails with the reply of a 5xx answer', async () => {
    const fake = await startFakeSmtp({
      override: (line) => (line.startsWith('RCPT') ? '550 5.1.1 No such user here' : undefined),
    });
    const error = await failure(send(fake, message()));
    expect(error.code).toBe(550);
    expect(error.step).toBe('RCPT TO');
    expect(error.message).toBe('RCPT TO: 550 5.1.1 No such user here');
  });

  it('fails when the server closes the connection', async () => {
    const fake = await startFakeSmtp({
      override: (line) => (line.startsWith('MAIL') ? 'close' : undefined),
    });
    const error = await failure(send(fake, message()));
    expect(error.step).toBe('MAIL FROM');
    expect(error.message).toContain('closed the connection');
  });

  it('times out a step the server does not answer', async () => {
    const fake = await startFakeSmtp({ override: (line) => (line === '.' ? 'hang' : undefined) });
    const error = await failure(send(fake, message(), { timeoutMs: 300 }));
    expect(error.step).toBe('DATA end');
    expect(error.message).toBe('DATA end: no reply within 300 ms');
  });

  it('times out a server that never greets', async () => {
    const fake = await startFakeSmtp({ greetAfter: NEVER });
    const error = await failure(send(fake, message(), { timeoutMs: 200 }));
    expect(error.step).toBe('greeting');
  });

  it('fails when nothing listens', async () => {
    const fake = await startFakeSmtp();
    await fake.close();
    const error = await failure(send(fake, message()));
    expect(error.step).toBe('greeting');
    expect(error.message).toMatch(/ECONNREFUSED/);
  });

  it('refuses addresses that could inject into the conversation, before connecting', async () => {
    const fake = await startFakeSmtp();
    const error = await failure(
      send(fake, message({ to: 'x@example.com>\r\nRCPT TO:<y@example.com' })),
    );
    expect(error.permanent).toBe(true);
    expect(fake.conversations).toHaveLength(0);
  });

  it('stops a send at once when aborted', async () => {
    const fake = await startFakeSmtp({ greetAfter: NEVER });
    const controller = new AbortController();
    const pending = failure(
      send(fake, message(), { timeoutMs: 10_000, signal: controller.signal }),
    );
    await fake.waitForConnections(1);
    controller.abort();
    expect((await pending).step).toBe('aborted');
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
    content: async () => ({ data: fixtureSeed(), images: fixtureImages() }),
  });
  cleanups.push(() => {
    db.close();
    remove();
  });
  return { db, dir };
}

const silent = { info: () => undefined, warn: () => undefined };

async function lastOutboxId(db: Awaited<ReturnType<typeof database>>['db']): Promise<number> {
  const result = await db.execute('SELECT max(id) AS id FROM mail_outbox');
  return Number(result.rows[0]?.['id']);
}

describe('the outbox delivery', () => {
  async function setUp(fakeOptions: FakeOptions = {}, retryDelaysMs = [1000, 5000]) {
    const { db } = await database();
    const fake = await startFakeSmtp({ auth: [], ...fakeOptions });
    let now = Date.now();
    const delivery: MailDelivery = createMailDelivery({
      db,
      transport: createSmtpTransport(fake.server, { timeoutMs: 1000, clientName: 'gateway.test' }),
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
    return { db, fake, delivery, queue, advance: (ms: number) => (now += ms), at: () => now };
  }

  it('sends a queued message and records it as sent', async () => {
    const { db, fake, delivery, queue } = await setUp();
    const id = await queue('zh-CN');
    await delivery.sweep();
    expect(fake.accepted).toHaveLength(1);
    const mail = parseMail(fake.accepted[0]?.data ?? '');
    expect(mail.subject).toBe(codeMail('zh-CN', 'login', '123456', 10).subject);
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
    expect(fake.conversations).toHaveLength(1);
  });

  it('retries a 5xx answer after the backoff, then gives up and keeps the error', async () => {
    const { db, fake, delivery, queue, advance, at } = await setUp({
      override: (line) => (line === '.' ? '554 5.7.1 Message rejected as spam' : undefined),
    });
    const id = await queue();
    await delivery.sweep();
    let state = await deliveryState(db, id);
    expect(state).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(state?.lastError).toBe('DATA end: 554 5.7.1 Message rejected as spam');
    expect(state?.nextAttemptAt).toBe(at() + 1000);

    await delivery.sweep(); // not due yet
    expect(fake.conversations).toHaveLength(1);

    advance(1000);
    await delivery.sweep();
    state = await deliveryState(db, id);
    expect(state).toMatchObject({ attempts: 2, failedAt: null, nextAttemptAt: at() + 5000 });

    advance(5000);
    await delivery.sweep();
    state = await deliveryState(db, id);
    expect(state).toMatchObject({ attempts: 3, sentAt: null, nextAttemptAt: null });
    expect(state?.failedAt).toBe(at());
    expect(state?.lastError).toContain('554 5.7.1');

    advance(60_000);
    await delivery.sweep();
    expect(fake.conversations).toHaveLength(3);
  });

  it('retries a dropped connection and sends on the next attempt', async () => {
    const { db, fake, delivery, queue, advance } = await setUp({
      override: (line, connection) =>
        line.startsWith('RCPT') && connection === 1 ? 'close' : undefined,
    });
    const id = await queue();
    await delivery.sweep();
    expect((await deliveryState(db, id))?.lastError).toContain('closed the connection');
    advance(1000);
    await delivery.sweep();
    const state = await deliveryState(db, id);
    expect(state).toMatchObject({ attempts: 2, failedAt: null, lastError: null });
    expect(state?.sentAt).not.toBeNull();
    expect(fake.accepted).toHaveLength(1);
  });

  it('records a timeout as a failed attempt', async () => {
    const { db, delivery, queue } = await setUp({ greetAfter: NEVER });
    const id = await queue();
    await delivery.sweep();
    const state = await deliveryState(db, id);
    expect(state?.attempts).toBe(1);
    expect(state?.lastError).toBe('greeting: no reply within 1000 ms');
  });

  it('gives up at once on an undeliverable address', async () => {
    const { db, fake, delivery } = await setUp();
    await queueMail(db, { to: 'not an address@x', subject: 's', body: 'b' }, 0);
    const id = await lastOutboxId(db);
    await delivery.sweep();
    const state = await deliveryState(db, id);
    expect(state?.attempts).toBe(1);
    expect(state?.failedAt).not.toBeNull();
    expect(fake.conversations).toHaveLength(0);
  });

  it('gives up messages that waited longer than the maximum age', async () => {
    const { db, fake, delivery, queue, advance } = await setUp();
    const id = await queue();
    advance(2 * 60 * 60_000);
    await delivery.sweep();
    const state = await deliveryState(db, id);
    expect(state?.attempts).toBe(0);
    expect(state?.lastError).toBe('not sent within 60 minutes');
    expect(fake.conversations).toHaveLength(0);
  });

  it('stops promptly while a send hangs, and sends nothing after', async () => {
    const { db, fake, delivery, queue } = await setUp({ greetAfter: NEVER });
    const id = await queue();
    const sweeping = delivery.sweep();
    await fake.waitForConnections(1);
    await delivery.stop();
    await sweeping;
    // Aborted by the stop, not ended by the step's 1 s timeout.
    expect((await deliveryState(db, id))?.lastError).toContain('aborted');
    delivery.kick();
    await delivery.sweep();
    expect(fake.conversations).toHaveLength(1);
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
    const fake = await startFakeSmtp({
      auth: [],
      greetAfter: new Promise<void>((resolve) => (greet = resolve)),
    });
    const gw = await accountGateway({
      SMTP_URL: `smtp://127.0.0.1:${fake.port}`,
      MAIL_FROM: 'Wonderland <no-reply@resort.test>',
    });
    const email = 'smtp-reader@example.com';
    const res = await sendCode(gw, email, 'register', 'zh-CN');
    expect(res.status).toBe(200);
    // answered while the server has not even greeted yet
    expect(fake.accepted).toHaveLength(0);
    greet();
    await fake.waitForAccepted(1);
    const [conversation] = fake.accepted;
    expect(conversation?.from).toBe('no-reply@resort.test');
    expect(conversation?.to).toEqual([email]);
    const mail = parseMail(conversation?.data ?? '');
    const [queued] = await mailbox(gw, email);
    expect(mail.subject).toBe('奇境度假区注册验证码');
    expect(mail.text).toBe(queued?.body.replace(/\n/g, '\r\n'));
    expect(mail.text).toMatch(/注册验证码是 \d{6}，10 分钟内有效/);
    // the outbox keeps it, marked as sent (the sent mark lands just after the server's 250)
    await vi.waitFor(
      async () => expect((await deliveryState(gw.db, queued?.id ?? 0))?.sentAt).not.toBeNull(),
      { timeout: 10_000 },
    );
  });

  it('answers at once even when the SMTP server refuses the mail', async () => {
    const fake = await startFakeSmtp({
      auth: [],
      override: (line) => (line.startsWith('MAIL') ? '451 4.3.0 Try again later' : undefined),
    });
    const gw = await accountGateway({ SMTP_URL: `smtp://127.0.0.1:${fake.port}` });
    const res = await sendCode(gw, 'refused@example.com', 'register', 'en');
    expect(res.status).toBe(200);
    const [queued] = await mailbox(gw, 'refused@example.com');
    await fake.waitForConnections(1);
    await vi.waitFor(
      async () => expect((await deliveryState(gw.db, queued?.id ?? 0))?.lastError).toBeTruthy(),
      { timeout: 10_000 },
    );
    const state = await deliveryState(gw.db, queued?.id ?? 0);
    expect(state?.lastError).toBe('MAIL FROM: 451 4.3.0 Try again later');
    expect(state).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
  });

  it('sends nothing without SMTP_URL: the mail stays queued', async () => {
    const fake = await startFakeSmtp({ auth: [] });
    const gw = await accountGateway();
    expect((await sendCode(gw, 'quiet@example.com', 'register', 'en')).status).toBe(200);
    expect(fake.conversations).toHaveLength(0);
    const [queued] = await mailbox(gw, 'quiet@example.com');
    expect(await deliveryState(gw.db, queued?.id ?? 0)).toMatchObject({
      attempts: 0,
      sentAt: null,
      failedAt: null,
      nextAttemptAt: null,
    });
  });

  it('starts the sweep with createGatewayApp, which delivers what was queued, and stops it on close', async () => {
    const fake = await startFakeSmtp({ auth: [] });
    const { db, dir } = await database();
    // queued outside any request (no language there: zh-TW), before the gateway starts
    await queueMail(db, { to: 'swept@example.com', subject: 'Sweep', body: 'Swept.' }, 0);
    const id = await lastOutboxId(db);
    const env = parseEnv({
      DATABASE_URL: `file:${join(dir, 'mail.db')}`,
      MEDIA_DIR: join(dir, 'media'),
      SMTP_URL: `smtp://127.0.0.1:${fake.port}`,
    });
    const gateway = await createGatewayApp(env);
    try {
      await fake.waitForAccepted(1);
      expect(parseMail(fake.accepted[0]?.data ?? '').subject).toBe('Sweep');
      expect((await deliveryState(db, id))?.language).toBe('zh-TW');
    } finally {
      await gateway.close();
    }
  });
});
