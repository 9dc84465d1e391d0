import type { I18nNamespaces } from '../../lib/i18n/types.ts';
import { format } from '../../lib/search/format.ts';

/** The buy pages' strings (locales/<lang>/booking.json), passed as a prop. */
export type BookingMessages = Partial<I18nNamespaces['booking']>;
export type BookingKey = keyof I18nNamespaces['booking'];

export type Translate = (
  key: BookingKey,
  params?: Readonly<Record<string, string | number>>,
) => string;

export const translator =
  (messages: BookingMessages): Translate =>
  (key, params = {}) =>
    format(messages[key] ?? key, params);
