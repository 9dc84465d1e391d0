import type { SmtpServer } from './config.ts';
import { buildMime, type MailMessage } from './mime.ts';
import { sendSmtp, type SmtpOptions } from './smtp.ts';

export type { MailMessage } from './mime.ts';

/**
 * How a mail leaves the gateway. The outbox delivery only knows this interface, so another
 * transport (an HTTP mail API, a test double) can replace SMTP.
 */
export interface MailTransport {
  /** Resolves when the message was accepted; rejects with the reason otherwise. */
  send(message: MailMessage, options?: { signal?: AbortSignal }): Promise<void>;
}

/** Sends each message over its own SMTP connection (see smtp.ts). */
export function createSmtpTransport(
  server: SmtpServer,
  options: Omit<SmtpOptions, keyof SmtpServer | 'signal'> = {},
): MailTransport {
  return {
    async send(message, { signal } = {}) {
      await sendSmtp(
        { ...server, ...options, ...(signal ? { signal } : {}) },
        { from: message.from.address, to: [message.to] },
        buildMime(message),
      );
    },
  };
}
