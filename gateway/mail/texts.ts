import type { CodePurpose } from '../../src/lib/contract/auth.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../src/lib/contract/common.ts';
import en from '../../locales/en/mail.json' with { type: 'json' };
import zhCN from '../../locales/zh-CN/mail.json' with { type: 'json' };
import zhTW from '../../locales/zh-TW/mail.json' with { type: 'json' };

/**
 * The texts of the gateway's mails, in the reader's language: flat keys in
 * locales/{lang}/mail.json with `{{name}}` placeholders, zh-TW as the fallback.
 */
export type MailKey = keyof typeof zhTW;

const CATALOGUES: Record<Language, Readonly<Record<string, string>>> = {
  'zh-TW': zhTW,
  'zh-CN': zhCN,
  en,
};

export interface MailText {
  subject: string;
  body: string;
}

export function mailText(
  lang: Language,
  key: MailKey,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const template = CATALOGUES[lang][key] ?? CATALOGUES[DEFAULT_LANGUAGE][key] ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
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
      mailText(lang, keys.body, { code, minutes }),
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
