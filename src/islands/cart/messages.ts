import type { MessageKey, Translator } from '../../lib/i18n/translator.ts';
import type { I18nNamespaces } from '../../lib/i18n/types.ts';
import type { FormMessage } from '../../lib/validation/issues.ts';
import type { ValidationKey } from '../../lib/validation/messages.ts';

/**
 * The cart page's strings: locales/<lang>/cart.json and validation.json together (their keys do
 * not overlap: `cart.…` and `validation.…`), passed to the island as one prop.
 */
export type CartMessages = Partial<I18nNamespaces['cart'] & I18nNamespaces['validation']>;
export type CartKey = MessageKey<keyof I18nNamespaces['cart'] | keyof I18nNamespaces['validation']>;
export type Translate = Translator<CartKey>;

/** The text of a validation message. */
export const messageText = (t: Translate, message: FormMessage<ValidationKey>): string =>
  t(message.key, message.params);
