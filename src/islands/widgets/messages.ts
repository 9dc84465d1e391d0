import type { I18nNamespaces } from '../../lib/i18n/types.ts';
import { format } from '../../lib/search/format.ts';

/** The shared widgets' strings (locales/<lang>/widgets.json), passed down as a prop. */
export type WidgetMessages = Partial<I18nNamespaces['widgets']>;
export type WidgetKey = keyof I18nNamespaces['widgets'];

export type WidgetTranslate = (
  key: WidgetKey,
  params?: Readonly<Record<string, string | number>>,
) => string;

export const widgetTranslator =
  (messages: WidgetMessages): WidgetTranslate =>
  (key, params = {}) =>
    format(messages[key] ?? key, params);
