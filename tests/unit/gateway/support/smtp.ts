import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions, type SMTPServerSession } from 'smtp-server';

/*
 * A real SMTP server for tests (smtp-server, from the nodemailer project) on a loopback port:
 * it records each accepted message parsed by mailparser, with its envelope and whether the
 * session was encrypted and authenticated.
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
 * its own key: node:crypto signs, the ASN.1 around it is written here (no openssl binary).
 */
export function selfSignedCertificate(): { key: string; cert: string } {
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

export const TEST_CERT = selfSignedCertificate();

// ---------------------------------------------------------------- the server

export interface ReceivedMail {
  from: string;
  to: string[];
  /** Whether the session was TLS when the message was sent. */
  secure: boolean;
  /** The user the session authenticated as, if any. */
  user: string | undefined;
  /** The message exactly as received. */
  raw: Buffer;
  parsed: ParsedMail;
}

/** A reply refusing a step: an SMTP code and text; the session goes on. */
export interface Refusal {
  code: number;
  text: string;
}

export interface TestSmtpOptions {
  /** Offer STARTTLS with {@link TEST_CERT} (default true); false hides it. */
  starttls?: boolean;
  /** TLS from the first byte (smtps). */
  implicitTls?: boolean;
  /** Ask for AUTH with these credentials (PLAIN and LOGIN offered). */
  credentials?: { user: string; password: string };
  /** Refuse a step of the n-th connection (1-based) or of all. */
  refuse?: (step: 'MAIL' | 'RCPT' | 'DATA', connection: number) => Refusal | undefined;
  /** Greet each connection only once this resolves (a server that is slow, or never greets). */
  greetAfter?: Promise<void>;
}

export interface TestSmtpServer {
  host: string;
  port: number;
  received: ReceivedMail[];
  /** Connections opened so far. */
  connections(): number;
  /** Resolves once at least `n` connections were opened. */
  waitForConnections(n: number): Promise<void>;
  /** Resolves once at least `n` messages were accepted. */
  waitForReceived(n: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

function refusal(reply: Refusal): Error {
  return Object.assign(new Error(reply.text), { responseCode: reply.code });
}

export async function startTestSmtp(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  const connectionWaiters: { n: number; resolve: () => void }[] = [];
  const connectionOf = new Map<string, number>();
  let connections = 0;
  const notify = () => {
    for (const waiter of [...connectionWaiters]) {
      if (connections >= waiter.n) {
        connectionWaiters.splice(connectionWaiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
    for (const waiter of [...waiters]) {
      if (received.length >= waiter.n) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  const refuse = (step: 'MAIL' | 'RCPT' | 'DATA', session: SMTPServerSession) => {
    const reply = options.refuse?.(step, connectionOf.get(session.id) ?? 0);
    return reply ? refusal(reply) : null;
  };
  const config: SMTPServerOptions = {
    secure: options.implicitTls === true,
    key: TEST_CERT.key,
    cert: TEST_CERT.cert,
    hideSTARTTLS: options.starttls === false,
    authOptional: options.credentials === undefined,
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: options.credentials === undefined ? ['AUTH'] : [],
    size: 20 * 1024 * 1024,
    logger: false,
    closeTimeout: 200,
    onConnect(session, callback) {
      connections += 1;
      connectionOf.set(session.id, connections);
      notify();
      if (options.greetAfter) void options.greetAfter.then(() => callback());
      else callback();
    },
    onAuth(auth, _session, callback) {
      const ok =
        auth.username === options.credentials?.user &&
        auth.password === options.credentials?.password;
      if (!ok) {
        callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }));
        return;
      }
      callback(null, { user: auth.username });
    },
    onMailFrom(_address, session, callback) {
      callback(refuse('MAIL', session));
    },
    onRcptTo(_address, session, callback) {
      callback(refuse('RCPT', session));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refused = refuse('DATA', session);
        if (refused) {
          callback(refused);
          return;
        }
        const raw = Buffer.concat(chunks);
        void simpleParser(raw).then((parsed) => {
          const from = session.envelope.mailFrom;
          received.push({
            from: from === false ? '' : from.address,
            to: session.envelope.rcptTo.map((r) => r.address),
            secure: session.secure,
            user: typeof session.user === 'string' ? session.user : undefined,
            raw,
            parsed,
          });
          callback();
          notify();
        }, callback);
      });
    },
  };
  const server = new SMTPServer(config);
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    received,
    connections: () => connections,
    waitForConnections: (n) =>
      new Promise((resolve) => {
        connectionWaiters.push({ n, resolve });
        notify();
      }),
    waitForReceived: (n) =>
      new Promise((resolve) => {
        waiters.push({ n, resolve: () => resolve(received) });
        notify();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
