import { connect as connectTcp, isIP, type Socket } from 'node:net';
import { hostname } from 'node:os';
import { connect as connectTls, type ConnectionOptions, type TLSSocket } from 'node:tls';
import { isLoopbackHost, isMailAddress, type SmtpServer } from './config.ts';

/**
 * A small SMTP client (RFC 5321) on node:net and node:tls: greeting, EHLO (HELO when EHLO is
 * refused), STARTTLS when the server offers it (then EHLO again), AUTH PLAIN or LOGIN when
 * credentials are given, MAIL FROM, RCPT TO, DATA with CRLF line ends and dot-stuffing, QUIT.
 * Every step has a timeout and every reply code is checked. One message per connection.
 */

export interface SmtpOptions extends SmtpServer {
  /** Longest wait for each step (connect and greeting, each command, the TLS handshake). */
  timeoutMs?: number;
  /** The name this client gives in EHLO; the machine's host name by default. */
  clientName?: string;
  /** Extra TLS options (e.g. `ca` for a private certificate authority). */
  tls?: ConnectionOptions;
  /** Aborting closes the connection at once; the send fails with step "aborted". */
  signal?: AbortSignal;
}

export interface SmtpEnvelope {
  from: string;
  to: readonly string[];
}

export interface SmtpReply {
  code: number;
  /** The text of each line of the reply, without the code. */
  lines: string[];
}

/** A failed send: the step it failed at, the server's reply code if there was one. */
export class SmtpError extends Error {
  constructor(
    message: string,
    readonly step: string,
    readonly code?: number,
    /** True when sending the same message again cannot succeed (e.g. a malformed address). */
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'SmtpError';
  }
}

export const DEFAULT_SMTP_TIMEOUT_MS = 30_000;
const MAX_REPLY_CHARS = 64 * 1024;
const CRLF = '\r\n';

/**
 * The DATA payload: every line ending made CRLF, a leading "." doubled (RFC 5321 4.5.2), the
 * last line ended, then the terminating "." line.
 */
export function dotStuff(data: string): string {
  const lines = data.replace(/\r\n|\r|\n/g, CRLF);
  const ended = lines === '' || lines.endsWith(CRLF) ? lines : lines + CRLF;
  return `${ended.replace(/^\./gm, '..')}.${CRLF}`;
}

function defaultClientName(): string {
  const name = hostname();
  return /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/i.test(name) ? name : 'localhost';
}

type Waiter = { resolve: (reply: SmtpReply) => void; reject: (error: Error) => void };

/** One connection: reads replies line by line, whichever socket (plain or TLS) carries them. */
class Connection {
  private socket!: Socket;
  private buffer = '';
  private lines: string[] = [];
  private readonly replies: SmtpReply[] = [];
  private waiter: Waiter | null = null;
  private failure: Error | null = null;

  constructor(
    socket: Socket,
    public secure: boolean,
    private readonly timeoutMs: number,
  ) {
    this.attach(socket);
  }

  private readonly onData = (chunk: string) => {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, end).replace(/\r$/, '');
      this.buffer = this.buffer.slice(end + 1);
      this.onLine(line);
    }
    if (this.buffer.length > MAX_REPLY_CHARS) this.fail(new Error('reply line too long'));
  };

  private readonly onError = (error: Error) => this.fail(error);
  private readonly onClose = () => this.fail(new Error('the server closed the connection'));

  private onLine(line: string) {
    const match = /^(\d{3})([ -]?)(.*)$/.exec(line);
    if (!match) {
      this.fail(new Error(`malformed reply line ${JSON.stringify(line.slice(0, 80))}`));
      return;
    }
    this.lines.push(match[3] ?? '');
    if (this.lines.join('').length > MAX_REPLY_CHARS) this.fail(new Error('reply too long'));
    if (match[2] === '-') return;
    this.replies.push({ code: Number(match[1]), lines: this.lines });
    this.lines = [];
    this.deliver();
  }

  private deliver() {
    const reply = this.replies[0];
    if (this.waiter && reply) {
      this.replies.shift();
      const { resolve } = this.waiter;
      this.waiter = null;
      resolve(reply);
    }
  }

  attach(socket: Socket) {
    this.socket = socket;
    socket.setEncoding('utf8');
    socket.on('data', this.onData);
    socket.on('error', this.onError);
    socket.on('close', this.onClose);
  }

  /** Stops reading from the current socket (before STARTTLS wraps it) and hands it over. */
  detach(): Socket {
    this.socket.off('data', this.onData);
    this.socket.off('error', this.onError);
    this.socket.off('close', this.onClose);
    return this.socket;
  }

  /** True when the server sent more than was asked for (no pipelining is used). */
  hasUnreadInput(): boolean {
    return this.buffer !== '' || this.lines.length > 0 || this.replies.length > 0;
  }

  fail(error: Error) {
    this.failure ??= error;
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.reject(this.failure);
    this.socket.destroy();
  }

  private stepError(step: string, error: Error): SmtpError {
    if (error instanceof SmtpError) return error;
    return new SmtpError(`${step}: ${error.message}`, step);
  }

  /** The next reply, within the step's timeout. */
  read(step: string): Promise<SmtpReply> {
    return new Promise((resolve, reject) => {
      if (this.failure) {
        reject(this.stepError(step, this.failure));
        return;
      }
      const timer = setTimeout(() => {
        this.waiter = null;
        const error = new SmtpError(`${step}: no reply within ${this.timeoutMs} ms`, step);
        reject(error);
        this.fail(error);
      }, this.timeoutMs);
      this.waiter = {
        resolve: (reply) => {
          clearTimeout(timer);
          resolve(reply);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(this.stepError(step, error));
        },
      };
      this.deliver();
    });
  }

  /** Sends one command line (or a DATA payload) and checks the reply code. */
  async command(step: string, text: string, expected: readonly number[]): Promise<SmtpReply> {
    if (this.failure) throw this.stepError(step, this.failure);
    this.socket.write(text);
    const reply = await this.read(step);
    if (!expected.includes(reply.code)) {
      const said = reply.lines.join(' ').replace(/\s+/g, ' ').trim().slice(0, 300);
      throw new SmtpError(`${step}: ${reply.code} ${said}`, step, reply.code, false);
    }
    return reply;
  }

  /** Waits for the TLS handshake of `socket` (just attached), within the step's timeout. */
  handshake(step: string, socket: TLSSocket): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const error = new SmtpError(`${step}: no TLS handshake within ${this.timeoutMs} ms`, step);
        reject(error);
        this.fail(error);
      }, this.timeoutMs);
      socket.once('secureConnect', () => {
        clearTimeout(timer);
        resolve();
      });
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(this.stepError(step, error));
      });
    });
  }

  async quit() {
    try {
      if (!this.failure) await this.command('QUIT', `QUIT${CRLF}`, [221]);
    } catch {
      // the message was accepted already; a sloppy goodbye changes nothing
    } finally {
      this.socket.end();
      this.socket.destroy();
    }
  }

  close() {
    this.socket.destroy();
  }
}

/** EHLO's keywords (upper case) and their parameters; the first line is the greeting. */
function extensions(reply: SmtpReply): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of reply.lines.slice(1)) {
    const [keyword = '', ...params] = line.trim().split(/[\s=]+/);
    if (keyword !== '') map.set(keyword.toUpperCase(), params.join(' ').toUpperCase());
  }
  return map;
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

async function hello(conn: Connection, name: string): Promise<Map<string, string>> {
  try {
    return extensions(await conn.command('EHLO', `EHLO ${name}${CRLF}`, [250]));
  } catch (error) {
    // an old server without ESMTP: HELO, and no extensions at all
    if (!(error instanceof SmtpError) || error.code === undefined || error.code < 500) throw error;
    await conn.command('HELO', `HELO ${name}${CRLF}`, [250]);
    return new Map();
  }
}

async function authenticate(
  conn: Connection,
  server: SmtpOptions,
  ext: Map<string, string>,
): Promise<void> {
  const { user, password } = server;
  if (user === undefined || password === undefined) return;
  if (!conn.secure && !isLoopbackHost(server.host)) {
    throw new SmtpError(
      'AUTH: refusing to send credentials over an unencrypted connection (the server offers no STARTTLS; use smtps:// or a server with STARTTLS)',
      'AUTH',
    );
  }
  const mechanisms = (ext.get('AUTH') ?? '').split(/\s+/);
  if (mechanisms.includes('PLAIN')) {
    await conn.command(
      'AUTH PLAIN',
      `AUTH PLAIN ${base64(`\0${user}\0${password}`)}${CRLF}`,
      [235],
    );
  } else if (mechanisms.includes('LOGIN')) {
    await conn.command('AUTH LOGIN', `AUTH LOGIN${CRLF}`, [334]);
    await conn.command('AUTH LOGIN user', `${base64(user)}${CRLF}`, [334]);
    await conn.command('AUTH LOGIN password', `${base64(password)}${CRLF}`, [235]);
  } else {
    throw new SmtpError('AUTH: the server offers neither AUTH PLAIN nor AUTH LOGIN', 'AUTH');
  }
}

function checkEnvelope(envelope: SmtpEnvelope) {
  for (const address of [envelope.from, ...envelope.to]) {
    if (!isMailAddress(address)) {
      throw new SmtpError('envelope: not a deliverable address', 'envelope', undefined, true);
    }
  }
  if (envelope.to.length === 0) {
    throw new SmtpError('envelope: no recipient', 'envelope', undefined, true);
  }
}

/**
 * Sends one message (`data`: the whole MIME text) to `envelope.to` through the server and
 * answers the server's reply to the message. Throws {@link SmtpError} on any failure; the
 * connection is closed either way.
 */
export async function sendSmtp(
  options: SmtpOptions,
  envelope: SmtpEnvelope,
  data: string,
): Promise<SmtpReply> {
  checkEnvelope(envelope);
  const { signal } = options;
  if (signal?.aborted) throw new SmtpError('aborted: the sender is stopping', 'aborted');
  const timeoutMs = options.timeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS;
  const name = options.clientName ?? defaultClientName();
  const servername = isIP(options.host) === 0 ? options.host : undefined;
  const socket = options.secure
    ? connectTls({ host: options.host, port: options.port, servername, ...options.tls })
    : connectTcp({ host: options.host, port: options.port });
  const conn = new Connection(socket, options.secure, timeoutMs);
  const abort = () => conn.fail(new SmtpError('aborted: the sender is stopping', 'aborted'));
  signal?.addEventListener('abort', abort, { once: true });
  try {
    const greeting = await conn.read('greeting');
    if (greeting.code !== 220) {
      const said = greeting.lines.join(' ').slice(0, 300);
      throw new SmtpError(`greeting: ${greeting.code} ${said}`, 'greeting', greeting.code);
    }
    let ext = await hello(conn, name);
    if (!conn.secure && ext.has('STARTTLS')) {
      await conn.command('STARTTLS', `STARTTLS${CRLF}`, [220]);
      if (conn.hasUnreadInput()) {
        throw new SmtpError('STARTTLS: the server sent data before the handshake', 'STARTTLS');
      }
      const secured = connectTls({ socket: conn.detach(), servername, ...options.tls });
      conn.attach(secured);
      await conn.handshake('STARTTLS', secured);
      conn.secure = true;
      ext = await hello(conn, name);
    }
    await authenticate(conn, options, ext);
    const utf8 = [envelope.from, ...envelope.to].some((a) => /[^\p{ASCII}]/u.test(a));
    if (utf8 && !ext.has('SMTPUTF8')) {
      throw new SmtpError(
        'MAIL FROM: a non-ASCII address needs SMTPUTF8',
        'MAIL FROM',
        undefined,
        true,
      );
    }
    await conn.command(
      'MAIL FROM',
      `MAIL FROM:<${envelope.from}>${utf8 ? ' SMTPUTF8' : ''}${CRLF}`,
      [250],
    );
    for (const to of envelope.to) {
      await conn.command('RCPT TO', `RCPT TO:<${to}>${CRLF}`, [250, 251]);
    }
    await conn.command('DATA', `DATA${CRLF}`, [354]);
    const accepted = await conn.command('DATA end', dotStuff(data), [250]);
    await conn.quit();
    return accepted;
  } catch (error) {
    conn.close();
    throw error;
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}
