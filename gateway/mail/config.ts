import { isIP } from 'node:net';

/**
 * The mail configuration of the gateway: where SMTP_URL points and who MAIL_FROM says the mail
 * is from. Both are parsed here, for gateway/env.ts (which only validates the strings) and for
 * the SMTP transport (which connects with the parsed form).
 */

/** A parsed SMTP_URL. `secure` is implicit TLS (smtps:); smtp: upgrades with STARTTLS when offered. */
export interface SmtpServer {
  secure: boolean;
  host: string;
  port: number;
  /** Credentials for AUTH PLAIN/LOGIN; both or neither. */
  user?: string;
  password?: string;
}

export const DEFAULT_MAIL_FROM = 'no-reply@localhost';
const DEFAULT_PORT = { 'smtp:': 587, 'smtps:': 465 } as const;

/**
 * Why `value` is not a usable SMTP_URL, or null when it is. The reason never repeats the
 * URL, which may hold a password.
 */
export function smtpUrlProblem(value: string): string | null {
  try {
    parseSmtpUrl(value);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Parses `smtp://[user:password@]host[:port]` or `smtps://…`; throws a readable Error. */
export function parseSmtpUrl(value: string): SmtpServer {
  const shape =
    'expected smtp://[user:password@]host[:port] (STARTTLS when offered) or smtps://… (implicit TLS)';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`not a URL; ${shape}`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`unsupported scheme ${JSON.stringify(url.protocol)}; ${shape}`);
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (host === '') throw new Error(`no host; ${shape}`);
  if ((url.pathname !== '' && url.pathname !== '/') || url.search !== '' || url.hash !== '') {
    throw new Error(`a path, query or fragment is not allowed; ${shape}`);
  }
  const port = url.port === '' ? DEFAULT_PORT[url.protocol] : Number(url.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`port out of range; ${shape}`);
  }
  const server: SmtpServer = { secure: url.protocol === 'smtps:', host, port };
  if (url.username !== '' || url.password !== '') {
    let user: string;
    let password: string;
    try {
      user = decodeURIComponent(url.username);
      password = decodeURIComponent(url.password);
    } catch {
      throw new Error(`the user or password is not properly percent-encoded; ${shape}`);
    }
    if (user === '' || password === '') {
      throw new Error(`give both a user and a password, or neither; ${shape}`);
    }
    server.user = user;
    server.password = password;
  }
  return server;
}

/** True for a host on this machine (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackHost(host: string): boolean {
  const lower = host.toLowerCase();
  if (lower === 'localhost' || lower.endsWith('.localhost')) return true;
  if (isIP(lower) === 4) return lower.startsWith('127.');
  return lower === '::1' || lower === '0:0:0:0:0:0:0:1';
}

/**
 * An address fit for an SMTP envelope and a header: local@domain without spaces, controls or
 * the characters that delimit addresses in SMTP and RFC 5322 (so nothing can be injected into a
 * command or a header). Non-ASCII is allowed; it needs a server with SMTPUTF8.
 */
const ADDRESS = /^[^\s<>()[\]\\,;:"@\p{Cc}]{1,64}@[^\s<>()[\]\\,;:"@\p{Cc}]{1,253}$/u;

export const isMailAddress = (address: string): boolean => ADDRESS.test(address);

/** A sender: its address and an optional display name (`Name <address>` in MAIL_FROM). */
export interface Mailbox {
  name?: string;
  address: string;
}

/** Parses MAIL_FROM: `address` or `Display Name <address>`; throws a readable Error. */
export function parseMailbox(value: string): Mailbox {
  const trimmed = value.trim();
  const named = /^(.*?)\s*<([^<>]*)>$/.exec(trimmed);
  const address = (named ? (named[2] ?? '') : trimmed).trim();
  if (!isMailAddress(address)) {
    throw new Error('expected an address (no-reply@example.com) or "Name <no-reply@example.com>"');
  }
  const name = named?.[1]?.trim().replace(/^"(.*)"$/, '$1');
  if (name !== undefined && /\p{Cc}/u.test(name)) {
    throw new Error('the display name has control characters');
  }
  return name ? { name, address } : { address };
}

/** Why `value` is not a usable MAIL_FROM, or null when it is. */
export function mailboxProblem(value: string): string | null {
  try {
    parseMailbox(value);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
