import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAVELLER_ROUTES } from '../../../src/lib/contract/routes.ts';
import { ISSUE_CONTENT_MAX } from '../../../src/lib/contract/service.ts';
import type { Language } from '../../../src/lib/contract/common.ts';
import { hkToday } from '../../../src/lib/format/dates.ts';
import { translate, type Params } from '../../../src/lib/i18n/translator.ts';
import { registerForm, type RegisterForm } from '../../../src/lib/account/register.ts';
import { checkMessageForm, type MessageForm } from '../../../src/lib/messages/form.ts';
import { checkTravellerForm, type TravellerForm } from '../../../src/lib/user/travellers.ts';
import { checkForm, type FormMessage } from '../../../src/lib/validation/issues.ts';
import { bodyOf, call, createAccountGateway, login, register } from './support/accounts.ts';
import type { TestGateway } from './support/gateway.ts';
import accountEn from '../../../locales/en/account.json' with { type: 'json' };
import accountCN from '../../../locales/zh-CN/account.json' with { type: 'json' };
import accountTW from '../../../locales/zh-TW/account.json' with { type: 'json' };
import messageEn from '../../../locales/en/message.json' with { type: 'json' };
import messageCN from '../../../locales/zh-CN/message.json' with { type: 'json' };
import messageTW from '../../../locales/zh-TW/message.json' with { type: 'json' };
import validationEn from '../../../locales/en/validation.json' with { type: 'json' };
import validationCN from '../../../locales/zh-CN/validation.json' with { type: 'json' };
import validationTW from '../../../locales/zh-TW/validation.json' with { type: 'json' };

/*
 * One wording for one problem: the same bad value of a form field reads the same whether the
 * form's check found it (in the browser, words of validation.json, account.json, message.json)
 * or the gateway did (the 400's field message, words of errors.json), in the three languages.
 */

const LANGUAGES: readonly Language[] = ['zh-TW', 'zh-CN', 'en'];
/** What the islands translate with: their namespaces (the keys do not overlap). */
const FORM_WORDS: Record<Language, Readonly<Record<string, string>>> = {
  'zh-TW': { ...validationTW, ...accountTW, ...messageTW },
  'zh-CN': { ...validationCN, ...accountCN, ...messageCN },
  en: { ...validationEn, ...accountEn, ...messageEn },
};
const formText = (lang: Language, key: string, params?: Params) =>
  translate(lang, FORM_WORDS[lang], key, params);

const OPEN = '/cl-odss-app/open/account/info';
const ISSUE = '/cl-odss-app/guest/issue/info';
const PASSWORD = 'Secret#123';

let gw: TestGateway;
let token: string;

beforeAll(async () => {
  gw = await createAccountGateway();
  await register(gw, 'wording@example.com');
  token = (await login(gw, 'wording@example.com')).token;
});
afterAll(() => gw.close());

/** The gateway's message for `field` of a request it refused. */
async function gatewayText(
  path: string,
  body: unknown,
  field: string,
  lang: Language,
  as?: string,
): Promise<string | undefined> {
  const res = await call(gw, path, { body, lang, ...(as === undefined ? {} : { token: as }) });
  expect(res.status, `${path} ${field} ${lang}`).toBe(400);
  const { fields } = (await bodyOf(res)).data as { fields: { field: string; message: string }[] };
  return fields.find((f) => f.field === field)?.message;
}

const text = (lang: Language, message: FormMessage<string> | undefined) =>
  message === undefined ? undefined : formText(lang, message.key, message.params);

// ---- registration ---------------------------------------------------------------------------

const registration = {
  surname: 'Chan',
  firstName: '大文',
  birthday: '1990-05-17',
  residence: 'HK',
  email: 'new@example.com',
  phoneAreaCode: '+852',
  phone: '91234567',
  password: PASSWORD,
  emailCode: '123456',
  agreeTerms: true,
  promotionConsent: false,
};
const registerValues: RegisterForm = {
  ...registration,
  phoneCountry: 'HK',
  confirmPassword: PASSWORD,
};

const REGISTER_CASES: [
  field: keyof RegisterForm & keyof typeof registration,
  what: string,
  bad: unknown,
][] = [
  ['surname', 'a digit', 'Chan1'],
  ['surname', '51 letters', 'A'.repeat(51)],
  ['firstName', 'a symbol', 'Tai@Man'],
  ['birthday', 'a future date', '2999-01-01'],
  ['residence', 'no country code', 'hongkong'],
  ['phone', '5 digits', '12345'],
  ['email', 'no @', 'not-an-email'],
  ['emailCode', '5 digits', '12345'],
  ['password', 'no capital', 'alllowercase1!'],
  ['agreeTerms', 'unticked', false],
];

describe('registration', () => {
  it.each(REGISTER_CASES)('words %s with %s as the form does', async (field, _what, bad) => {
    const form = registerForm(hkToday(gw.clock.now()));
    for (const lang of LANGUAGES) {
      const fromForm = text(lang, checkForm(form, { ...registerValues, [field]: bad })[field]);
      expect(fromForm, lang).toBeDefined();
      const fromGateway = await gatewayText(
        `${OPEN}/register`,
        { ...registration, [field]: bad },
        field,
        lang,
      );
      expect(fromGateway, lang).toBe(fromForm);
    }
  });
});

// ---- saved travellers (the guest form's rules) ----------------------------------------------

const traveller = {
  familyName: 'Chan',
  firstName: 'Siu Ming',
  phoneArea: '+852',
  phone: '61234567',
  email: 'siuming@example.com',
  idType: 2,
  idInfo: 'K12345678',
};
const travellerValues: TravellerForm = {
  familyName: 'Chan',
  name: 'Siu Ming',
  phoneCode: '+852',
  phone: '61234567',
  email: 'siuming@example.com',
  idType: 2,
  idInfo: 'K12345678',
};

/** [form field, what is wrong, request field, bad value, the rest (an ID type for its number)] */
const TRAVELLER_CASES: [keyof TravellerForm, string, keyof typeof traveller, string, object][] = [
  ['familyName', 'a digit', 'familyName', 'Chan2', {}],
  ['familyName', '51 letters', 'familyName', 'B'.repeat(51), {}],
  ['name', 'a symbol', 'firstName', 'Siu@Ming', {}],
  ['phone', '2 digits', 'phone', '12', {}],
  ['email', 'no @', 'email', 'not-mail', {}],
  ['idInfo', 'a short number', 'idInfo', 'X123', { idType: 4 }],
];

describe('saved travellers', () => {
  it.each(TRAVELLER_CASES)(
    'words %s with %s as the form does',
    async (field, _what, sent, bad, rest) => {
      for (const lang of LANGUAGES) {
        const fromForm = text(
          lang,
          checkTravellerForm({ ...travellerValues, ...rest, [field]: bad })[field],
        );
        expect(fromForm, lang).toBeDefined();
        const fromGateway = await gatewayText(
          TRAVELLER_ROUTES.paths.save,
          { ...traveller, ...rest, [sent]: bad },
          sent,
          lang,
          token,
        );
        expect(fromGateway, lang).toBe(fromForm);
      }
    },
  );
});

// ---- leave a message ------------------------------------------------------------------------

const message: MessageForm = {
  questionType: 'refund',
  content: 'My refund has not arrived yet.',
  contact: 'writer@example.com',
};

describe('leave a message', () => {
  it.each([
    ['contact', 'neither an e-mail nor a phone', 'not a contact'],
    ['contact', '107 characters', `${'a'.repeat(95)}@example.com`],
    ['content', 'one character too many', 'x'.repeat(ISSUE_CONTENT_MAX + 1)],
  ] as const)('words %s with %s as the form does', async (field, _what, bad) => {
    for (const lang of LANGUAGES) {
      const checked = checkMessageForm({ ...message, [field]: bad }, []);
      expect(checked.ok, lang).toBe(false);
      if (checked.ok) continue;
      expect(checked.field).toBe(field);
      // the island gives the length problem its limit (LeaveMessage.tsx)
      const fromForm = formText(
        lang,
        checked.problem,
        checked.problem === 'message.error.contentTooLong'
          ? { count: ISSUE_CONTENT_MAX }
          : undefined,
      );
      const fromGateway = await gatewayText(
        `${ISSUE}/save`,
        { ...message, [field]: bad },
        field,
        lang,
        token,
      );
      expect(fromGateway, lang).toBe(fromForm);
    }
  });
});
