import type { I18nNamespaces } from '../../lib/i18n/types.ts';

/** The shared widgets' strings (locales/<lang>/widgets.json), passed down as a prop. */
export type WidgetMessages = Partial<I18nNamespaces['widgets']>;
