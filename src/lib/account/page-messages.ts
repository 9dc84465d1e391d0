import { messages, type Language } from '../i18n/index.ts';
import type { AccountMessages } from './forms.ts';

/** The validation.json messages the account forms use (not the refund, upload … ones). */
const VALIDATION_PREFIXES = [
  'validation.password.',
  'validation.email.',
  'validation.phone.',
  'validation.phoneCode.',
  'validation.familyName.',
  'validation.firstName.',
  'validation.name.',
  'validation.terms.',
] as const;

/** Build time: the strings an account island gets as its `messages` prop. */
export function accountMessages(locale: Language): AccountMessages {
  return VALIDATION_PREFIXES.reduce<AccountMessages>(
    (all, prefix) => ({ ...all, ...messages(locale, 'validation', prefix) }),
    { ...messages(locale, 'account') },
  );
}
