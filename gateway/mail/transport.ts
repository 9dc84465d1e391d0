import { createTransport } from 'nodemailer';
import type { ConnectionOptions } from 'node:tls';
import { isLoopbackHost, isMailAddress, type Mailbox, type SmtpServer } from './config.ts';

/** A file attached to a mail: its name, MIME type and bytes. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * One mail as the gateway writes it: plain text always, HTML and attachments when the mail has
 * them. The transport turns it into MIME (nodemailer: encoded headers, multipart/alternative
 * and multipart/mixed, base64 attachments).
 */
export interface MailMessage {
  from: Mailbox;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: readonly MailAttachment[];
}

/**
 * How a mail leaves the gateway. The outbox delivery only knows this interface, so another
 * transport (an HTTP mail API) can replace SMTP.
 */
export interface MailTransport {
  /** Resolves when the message was accepted; rejects with the reason otherwise. */
  send(message: MailMessage, options?: { signal?: AbortSignal }): Promise<void>;
}

export interface SmtpTransportOptions {
  /** Limit of each wait (connecting, the greeting, every reply), in ms. */
  timeoutMs?: number;
  /** The name said in EHLO (default: the machine's host name). */
  clientName?: string;
  /** Extra TLS options (a CA to trust in tests). */
  tls?: ConnectionOptions;
}

export const DEFAULT_SMTP_TIMEOUT_MS = 30_000;

/** A failure the delivery must not retry (the same message would fail again). */
class PermanentMailError extends Error {
  readonly permanent = true;
}

const TIMEOUT_STEPS: Record<string, string> = {
  CONNECT_TIMEOUT: 'connect',
  GREETING_TIMEOUT: 'greeting',
  UPGRADE_TIMEOUT: 'STARTTLS',
  SOCKET_TIMEOUT: 'reply',
};

/** "<command>: <reason>" for the outbox's last_error; never the message or a credential. */
function describe(error: unknown, timeoutMs: number): Error {
  if (!(error instanceof Error)) return new Error(String(error));
  const detail = error as Error & {
    code?: string;
    command?: string;
    response?: string;
    timeoutType?: string;
  };
  if (detail.code === 'EABORT' || error.name === 'AbortError') {
    return new Error('aborted: the sender is stopping');
  }
  if (detail.code === 'ETIMEDOUT') {
    const step = TIMEOUT_STEPS[detail.timeoutType ?? ''] ?? detail.command ?? 'connection';
    return new Error(`${step}: no answer within ${timeoutMs} ms`);
  }
  const said = (detail.response ?? error.message).replace(/\s+/g, ' ').trim().slice(0, 300);
  const where = detail.command ?? detail.code;
  const described = new Error(where ? `${where}: ${said}` : said);
  return Object.assign(described, {
    permanent: 'permanent' in error && error.permanent === true,
  });
}

/**
 * SMTP through nodemailer, one connection per message (the outbox sends few, and a fresh
 * connection never carries a stale failure over). `smtp:` upgrades with STARTTLS when the
 * server offers it; credentials are only sent encrypted (requireTLS) unless the server is on
 * this machine; `smtps:` is TLS from the first byte. Certificates are checked.
 */
export function createSmtpTransport(
  server: SmtpServer,
  options: SmtpTransportOptions = {},
): MailTransport {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS;
  const credentials = server.user !== undefined && server.password !== undefined;
  const transporter = createTransport({
    host: server.host,
    port: server.port,
    secure: server.secure,
    requireTLS: credentials && !server.secure && !isLoopbackHost(server.host),
    ...(credentials ? { auth: { user: server.user ?? '', pass: server.password ?? '' } } : {}),
    ...(options.clientName === undefined ? {} : { name: options.clientName }),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    // the idle limit is longer, so that a silent server fails on the step it was asked
    socketTimeout: 2 * timeoutMs,
    tls: { servername: server.host, ...options.tls },
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(message, { signal } = {}) {
      for (const address of [message.from.address, message.to]) {
        if (!isMailAddress(address)) {
          throw new PermanentMailError('envelope: not a deliverable address');
        }
      }
      if (signal?.aborted) throw new Error('aborted: the sender is stopping');
      try {
        await transporter.sendMail({
          from: message.from.name
            ? { name: message.from.name, address: message.from.address }
            : message.from.address,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html === undefined ? {} : { html: message.html }),
          attachments: (message.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
          ...(signal ? { signal } : {}),
        });
      } catch (error) {
        throw describe(error, timeoutMs);
      }
    },
  };
}
