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

/** Texts a memo keeps before it starts again (a bound on the memory of a long-lived renderer). */
const MEMO_LIMIT = 20_000;

/** Whether i18next options are flat values only (a memo key can be made of them). */
const flatOptions = (options: object): boolean =>
  Object.values(options).every(
    (value) => value === undefined || ['string', 'number', 'boolean'].includes(typeof value),
  );

/**
 * A fixed translation function that remembers its texts by key and options. The bundled
 * messages never change, so the same call gives the same text; a page renders the same labels
 * hundreds of times (every card's "Book now", every picture's caption), and i18next's lookup,
 * plural and interpolation steps took about 140 ms of a 39-page publish at ten times the demo
 * site. Calls with anything but a key and flat options go to i18next as they are.
 */
export function memoTranslator<T extends object>(translate: T): T {
  const memo = new Map<string, unknown>();
  const call = translate as unknown as (...args: unknown[]) => unknown;
  const remembered = (...args: unknown[]): unknown => {
    const [key, options] = args;
    if (typeof key !== 'string' || args.length > 2) return call(...args);
    let id: string;
    if (options === undefined) id = key;
    else if (typeof options === 'object' && options !== null && flatOptions(options)) {
      id = `${key}\u0000${JSON.stringify(options)}`;
    } else return call(...args);
    if (memo.has(id)) return memo.get(id);
    const text = call(...args);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(id, text);
    return text;
  };
  return Object.assign(remembered, translate);
}

const fixed = new Map<string, unknown>();

/** The translation function of one language, for `.astro` files at build time. */
export function t<N extends Namespace = 'common'>(locale: Language, ns?: N): TFunction<N> {
  const id = `${locale}:${ns ?? 'common'}`;
  const known = fixed.get(id) as TFunction<N> | undefined;
  if (known !== undefined) return known;
  const made = memoTranslator<TFunction<N>>(
    i18nFor(locale).getFixedT(locale, (ns ?? 'common') as N),
  );
  fixed.set(id, made);
  return made;
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
