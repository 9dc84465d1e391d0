import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { Language } from '../../src/lib/contract/common.ts';
import { languageOf } from '../lib/i18n.ts';

/**
 * What the mail outbox needs to know about the request being answered: the reader's language
 * (from Accept-Language), so that a mail goes out in the language of the request that caused
 * it, and whether the request queued mail, so that delivery starts once it has answered.
 */
interface MailRequestState {
  language: Language;
  queued: boolean;
}

const storage = new AsyncLocalStorage<MailRequestState>();

/** The language of the request being answered, if any. */
export const requestLanguage = (): Language | undefined => storage.getStore()?.language;

/** Marks the request being answered as having queued mail. */
export function noteMailQueued(): void {
  const state = storage.getStore();
  if (state) state.queued = true;
}

/**
 * Middleware: runs the rest of the request with its language at hand; once the answer is
 * ready, calls `afterQueued` (never awaited) when the request queued mail.
 */
export function mailRequestContext(afterQueued?: () => void): MiddlewareHandler {
  return async (c, next) => {
    const state: MailRequestState = { language: languageOf(c), queued: false };
    try {
      await storage.run(state, next);
    } finally {
      if (state.queued) afterQueued?.();
    }
  };
}
