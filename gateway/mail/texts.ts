import type { CodePurpose } from '../../src/lib/contract/auth.ts';
import type { Language } from '../../src/lib/contract/common.ts';
import { translate, type MessageKey, type Params } from '../../src/lib/i18n/translator.ts';
import en from '../../locales/en/mail.json' with { type: 'json' };
import zhCN from '../../locales/zh-CN/mail.json' with { type: 'json' };
import zhTW from '../../locales/zh-TW/mail.json' with { type: 'json' };

/**
 * The texts of the gateway's mails, in the reader's language: flat keys in
 * locales/{lang}/mail.json with `{{name}}` placeholders and plural keys (the site's one
 * translator), zh-TW as the fallback.
 */
export type MailKey = MessageKey<keyof typeof zhTW>;

/** Each language's texts over zh-TW's, so that a missing text falls back to zh-TW. */
const CATALOGUES: Record<Language, Readonly<Record<string, string>>> = {
  'zh-TW': zhTW,
  'zh-CN': { ...zhTW, ...zhCN },
  en: { ...zhTW, ...en },
};

export interface MailText {
  subject: string;
  body: string;
}

export function mailText(lang: Language, key: MailKey, params: Params = {}): string {
  return translate(lang, CATALOGUES[lang], key, params);
}

const CODE_KEYS: Record<CodePurpose, { subject: MailKey; body: MailKey }> = {
  register: { subject: 'mail.code.register.subject', body: 'mail.code.register.body' },
  login: { subject: 'mail.code.login.subject', body: 'mail.code.login.body' },
  reset: { subject: 'mail.code.reset.subject', body: 'mail.code.reset.body' },
  'change-password': {
    subject: 'mail.code.changePassword.subject',
    body: 'mail.code.changePassword.body',
  },
};

/** Greeting, paragraphs, signature: one paragraph per block, a blank line between them. */
function letter(lang: Language, paragraphs: string[]): string {
  const footer = mailText(lang, 'mail.footer', { site: mailText(lang, 'mail.site') });
  return [mailText(lang, 'mail.greeting'), ...paragraphs, footer].join('\n\n') + '\n';
}

/**
 * The mail carrying a code or the reset PIN: the code (the only 6-digit number in the mail)
 * and how many minutes it stays valid.
 */
export function codeMail(
  lang: Language,
  purpose: CodePurpose,
  code: string,
  minutes: number,
): MailText {
  const keys = CODE_KEYS[purpose];
  return {
    subject: mailText(lang, keys.subject),
    body: letter(lang, [
      mailText(lang, keys.body, { code, count: minutes }),
      mailText(lang, 'mail.code.notYou'),
    ]),
  };
}

/** The notice sent instead of a registration code when the address has an account already. */
export function registeredNoticeMail(lang: Language): MailText {
  return {
    subject: mailText(lang, 'mail.notice.registered.subject'),
    body: letter(lang, [
      mailText(lang, 'mail.notice.registered.body'),
      mailText(lang, 'mail.notice.registered.notYou'),
    ]),
  };
}
