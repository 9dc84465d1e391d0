import type { Context } from 'hono';
import { DEFAULT_LANGUAGE, type Language } from '../../src/lib/contract/common.ts';
import { EDITOR_ROUTES } from '../../src/lib/contract/routes.ts';
import {
  translate as translateMessage,
  type MessageKey,
  type Params,
} from '../../src/lib/i18n/translator.ts';
import en from '../../locales/en/errors.json' with { type: 'json' };
import zhCN from '../../locales/zh-CN/errors.json' with { type: 'json' };
import zhTW from '../../locales/zh-TW/errors.json' with { type: 'json' };

/**
 * The gateway's message catalogue: flat dotted keys in locales/{lang}/errors.json, with
 * i18next-style `{{name}}` placeholders and plural keys, read by the site's one translator.
 * zh-TW is the reference catalogue and the fallback.
 */
export type ErrorKey = MessageKey<keyof typeof zhTW>;
export type MessageParams = Params;

/** Each language's messages over zh-TW's, so that a missing message falls back to zh-TW. */
const CATALOGUES: Record<Language, Readonly<Record<string, string>>> = {
  'zh-TW': zhTW,
  'zh-CN': { ...zhTW, ...zhCN },
  en: { ...zhTW, ...en },
};

export function isErrorKey(key: string): key is ErrorKey {
  return Object.hasOwn(zhTW, key) || Object.hasOwn(zhTW, `${key}_other`);
}

/** The message of `key` in `lang` (falling back to zh-TW, then to the key itself). */
export function translate(lang: Language, key: string, params: MessageParams = {}): string {
  return translateMessage(lang, CATALOGUES[lang], key, params);
}

/** Whose words name the fields: the API's (shoppers, the build) or the editors' workspace. */
export type FieldScope = 'api' | 'editor';

/**
 * The name of a request field as a reader knows it ("Surname", "姓氏"), from the
 * `errors.fieldName.<field>` keys; fields without one keep their parameter name. The editor
 * API names its fields as the workspace labels them (`errors.editorField.<field>`), its texts
 * per language as "Title (English)", also inside a preview's `info`, `catalog` or `poi`.
 */
export function fieldLabel(lang: Language, field: string, scope: FieldScope = 'api'): string {
  const catalogue = CATALOGUES[lang];
  const named = (name: string): string | undefined =>
    (scope === 'editor' ? catalogue[`errors.editorField.${name}`] : undefined) ??
    catalogue[`errors.fieldName.${name}`];
  const own = named(field);
  if (own !== undefined || scope !== 'editor') return own ?? field;
  const texts = /^(?:(?:info|catalog|poi)\.)?i18n\.(zh-TW|zh-CN|en)(?:\.(\w+))?$/.exec(field);
  if (texts) {
    const [, language = '', name] = texts;
    const languageName = translate(lang, `errors.language.${language}`);
    if (name === undefined)
      return translate(lang, 'errors.editorField.textsIn', { language: languageName });
    const label = named(name);
    if (label !== undefined)
      return translate(lang, 'errors.editorField.inLanguage', {
        field: label,
        language: languageName,
      });
  }
  const preview = /^(?:info|catalog|poi)\.(\w+)$/.exec(field);
  return (preview && named(preview[1] ?? '')) ?? field;
}

/** The scope of a request's field names: the editor API's paths are the editors'. */
export const fieldScopeOf = (c: Context): FieldScope =>
  c.req.path.startsWith(`${EDITOR_ROUTES.base}/`) ? 'editor' : 'api';

/** Maps one BCP 47 tag to a product language: zh-Hant/TW/HK/MO → zh-TW, other zh → zh-CN. */
function matchTag(tag: string): Language | undefined {
  const [primary, ...subtags] = tag.toLowerCase().split('-');
  if (primary === 'en') return 'en';
  if (primary === '*') return DEFAULT_LANGUAGE;
  if (primary !== 'zh') return undefined;
  if (subtags.includes('hans')) return 'zh-CN';
  if (subtags.includes('hant')) return 'zh-TW';
  if (subtags.some((s) => s === 'tw' || s === 'hk' || s === 'mo')) return 'zh-TW';
  return 'zh-CN';
}

/** The product language for an Accept-Language header, honouring q-values; zh-TW by default. */
export function resolveLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranges = header
    .slice(0, 256)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...attributes] = part.trim().split(';');
      const q = attributes.map((a) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(a)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.tag !== '' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    const lang = matchTag(range.tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}

/** The language of a request, from its Accept-Language header. */
export const languageOf = (c: Context): Language =>
  resolveLanguage(c.req.header('accept-language'));
