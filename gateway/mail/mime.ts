import { randomBytes } from 'node:crypto';
import type { Mailbox } from './config.ts';

/** One plain-text mail, as the gateway writes it; the transport turns it into MIME. */
export interface MailMessage {
  from: Mailbox;
  to: string;
  subject: string;
  text: string;
}

const CRLF = '\r\n';
// an encoded word is at most 75 characters: "=?UTF-8?B?" + base64 of 45 bytes (60) + "?=" = 72
const WORD_BYTES = 45;

const isPrintableAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

/**
 * RFC 2047 encoded words ("B" encoding, UTF-8) for a header value, folded onto continuation
 * lines; a value of plain ASCII is kept as it is. A character is never split across two words.
 */
export function encodeHeaderValue(value: string): string {
  const flat = value.replace(/[\r\n\t]+/g, ' ');
  if (isPrintableAscii(flat) && !/=\?/.test(flat) && flat.length <= 900) return flat;
  const words: string[] = [];
  let chunk = '';
  for (const char of flat) {
    if (Buffer.byteLength(chunk + char) > WORD_BYTES) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk !== '' || words.length === 0) words.push(chunk);
  return words
    .map((w) => `=?UTF-8?B?${Buffer.from(w, 'utf8').toString('base64')}?=`)
    .join(`${CRLF} `);
}

/** A mailbox for the From header: `address`, or `"Name" <address>` (encoded when not ASCII). */
export function formatMailbox({ name, address }: Mailbox): string {
  if (name === undefined || name === '') return address;
  const display = isPrintableAscii(name)
    ? `"${name.replace(/["\\]/g, '\\$&')}"`
    : encodeHeaderValue(name);
  return `${display} <${address}>`;
}

/** An RFC 5322 date in UTC: "Wed, 01 Jan 2025 00:00:00 +0000". */
export const formatDate = (date: Date): string => date.toUTCString().replace(/GMT$/, '+0000');

/** Base64 in lines of 76 characters (RFC 2045), CRLF-separated. */
function base64Lines(text: string): string {
  const encoded = Buffer.from(text, 'utf8').toString('base64');
  const lines: string[] = [];
  for (let i = 0; i < encoded.length; i += 76) lines.push(encoded.slice(i, i + 76));
  return lines.join(CRLF);
}

/**
 * The whole message (headers, blank line, body) with CRLF line ends: a UTF-8 text/plain body in
 * base64, an RFC 2047 Subject, and the headers of an automatic mail (RFC 3834).
 */
export function buildMime(
  message: MailMessage,
  options: { date?: Date; messageId?: string } = {},
): string {
  const domain = message.from.address.split('@')[1] ?? 'localhost';
  const messageId = options.messageId ?? `<${randomBytes(12).toString('hex')}@${domain}>`;
  const text = message.text.replace(/\r\n|\r|\n/g, CRLF);
  const headers = [
    `From: ${formatMailbox(message.from)}`,
    `To: <${message.to}>`,
    `Subject: ${encodeHeaderValue(message.subject)}`,
    `Date: ${formatDate(options.date ?? new Date())}`,
    `Message-ID: ${messageId}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    'Auto-Submitted: auto-generated',
  ];
  return `${headers.join(CRLF)}${CRLF}${CRLF}${base64Lines(text)}${CRLF}`;
}
