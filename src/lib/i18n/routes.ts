import { LANGUAGES, localeSegment, type Language } from './locales.ts';

/**
 * `getStaticPaths` entries of a page that exists in every language, for routes under
 * `src/pages/[...lang]/`: `lang` is undefined for zh-TW (no prefix), `zh-cn` and `en` otherwise.
 */
export const localeStaticPaths = (): {
  params: { lang: string | undefined };
  props: { locale: Language };
}[] => LANGUAGES.map((locale) => ({ params: { lang: localeSegment(locale) }, props: { locale } }));
