import type { AccountMessages, FormMessage, MessageKey } from '../../lib/account/rules.ts';
import { format } from '../../lib/search/format.ts';

/**
 * The account forms' strings: locales/<lang>/account.json and validation.json together (their
 * keys do not overlap: `account.…` and `validation.…`), passed to the islands as one prop.
 */
export type { AccountMessages };

export type Translate = (
  key: MessageKey,
  params?: Readonly<Record<string, string | number>>,
) => string;

export const translator =
  (messages: AccountMessages): Translate =>
  (key, params = {}) =>
    format(messages[key] ?? key, params);

/** The text of a validation message. */
export const messageText = (t: Translate, message: FormMessage): string =>
  t(message.key, message.params);
