import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './locales.ts';
import type { I18nNamespaces, Namespace } from './types.ts';

export * from './locales.ts';
export * from './paths.ts';
export * from './routes.ts';
export type { CommonKey, I18nNamespaces, Namespace } from './types.ts';

type Messages = Record<string, string>;
type Bundles = Record<Language, Record<string, Messages>>;

/**
 * Every `locales/<lang>/<namespace>.json`, bundled at build time. New namespaces are picked up
 * without touching this file.
 */
const files = import.meta.glob<Messages>('/locales/*/*.json', { eager: true, import: 'default' });

/** Groups the bundled JSON files by language and namespace. Exported for tests. */
export function bundleMessages(modules: Record<string, Messages>): Bundles {
  const bundles: Bundles = { 'zh-TW': {}, 'zh-CN': {}, en: {} };
  for (const [file, messages] of Object.entries(modules)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    const lang = match?.[1];
    const ns = match?.[2];
    if (lang === undefined || ns === undefined || !isLanguage(lang)) continue;
    bundles[lang][ns] = messages;
  }
  return bundles;
}

const bundles = bundleMessages(files);

/** Namespaces present in the bundle (at least `common`). */
export const NAMESPACES: readonly string[] = [
  ...new Set(LANGUAGES.flatMap((l) => Object.keys(bundles[l]))),
];

const instances = new Map<Language, I18n>();

/**
 * The i18next instance of one language: `createInstance()` per locale, never the global one,
 * initialised synchronously from the bundled JSON. Build-time only on content pages.
 */
export function i18nFor(locale: Language): I18n {
  const cached = instances.get(locale);
  if (cached) return cached;
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: locale === DEFAULT_LANGUAGE ? false : DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    resources: bundles,
    ns: NAMESPACES,
    defaultNS: 'common',
    keySeparator: false,
    // Astro escapes every interpolated value when it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instances.set(locale, instance);
  return instance;
}

/** The translation function of one language, for `.astro` files at build time. */
export function t<N extends Namespace = 'common'>(locale: Language, ns?: N): TFunction<N> {
  return i18nFor(locale).getFixedT(locale, (ns ?? 'common') as N);
}

/**
 * The messages of a namespace whose keys start with `prefix`, in one language: what a React
 * island needs, passed as a prop so that i18next itself does not reach the browser.
 */
export function messages<N extends Namespace>(
  locale: Language,
  ns: N,
  prefix = '',
): Partial<I18nNamespaces[N]> {
  const all = bundles[locale][ns] ?? {};
  return Object.fromEntries(
    Object.entries(all).filter(([key]) => key.startsWith(prefix)),
  ) as Partial<I18nNamespaces[N]>;
}
