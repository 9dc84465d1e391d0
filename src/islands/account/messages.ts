import type { AccountMessages, MessageKey } from '../../lib/account/forms.ts';
import type { FormMessage } from '../../lib/validation/issues.ts';
import type { Translator } from '../../lib/i18n/translator.ts';

/**
 * The account forms' strings: locales/<lang>/account.json and validation.json together (their
 * keys do not overlap: `account.…` and `validation.…`), passed to the islands as one prop.
 */
export type { AccountMessages };

export type Translate = Translator<MessageKey>;

/** The text of a validation message. */
export const messageText = (t: Translate, message: FormMessage<MessageKey>): string =>
  t(message.key, message.params);
