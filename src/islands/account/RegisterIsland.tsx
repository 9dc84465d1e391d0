import { useEffect, useId, useState, type FormEvent } from 'react';
import { createTranslator } from '../../lib/i18n/translator.ts';
import { register } from '../../lib/account/api.ts';
import { currentLoginAgent } from '../../lib/account/login-agent.ts';
import { accountPageHref, afterLoginTarget } from '../../lib/account/redirect.ts';
import {
  EARLIEST_BIRTHDAY,
  emptyRegisterForm,
  registerForm,
  toRegisterBody,
  type RegisterForm,
} from '../../lib/account/register.ts';
import type { Language } from '../../lib/contract/common.ts';
import { addDays, hkToday } from '../../lib/format/dates.ts';
import { showNotice } from '../../lib/session/notice.ts';
import { setLogin } from '../../lib/session/session.ts';
import { CountryPicker } from './CountryPicker.tsx';
import {
  CheckboxField,
  EmailCodeField,
  FormReady,
  PasswordField,
  SubmitButton,
  TextField,
} from './Fields.tsx';
import type { AccountMessages } from './messages.ts';
import { assignLocation, useAccountPage, type Navigate } from './useAccountPage.ts';
import { useAccountForm } from './useAccountForm.ts';
import { useEmailCodeRequest } from './useEmailCodeRequest.ts';
import type { CaptchaMessages } from '../captcha/messages.ts';
import { useAccountCaptcha } from './useAccountCaptcha.tsx';
import './account.css';

export interface RegisterIslandProps {
  locale: Language;
  messages: AccountMessages;
  /** The captcha's strings; the protected calls ask for a captcha first (issue 6). */
  captchaMessages?: CaptchaMessages;
  navigate?: Navigate;
}

const FIELDS = [
  'surname',
  'firstName',
  'birthday',
  'residence',
  'phoneCountry',
  'phone',
  'email',
  'emailCode',
  'password',
  'confirmPassword',
  'agreeTerms',
  'promotionConsent',
] as const satisfies readonly (keyof RegisterForm)[];

/**
 * /register (SPEC §3 registration fields, §5): the e-mail is proved with a code, then the
 * account is created and logged in at once; the visitor goes to the safe redirect or home.
 */
export default function RegisterIsland({
  locale,
  messages,
  captchaMessages,
  navigate = assignLocation,
}: RegisterIslandProps) {
  const captcha = useAccountCaptcha(locale, captchaMessages);
  const t = createTranslator(locale, messages);
  const id = useId();
  const form = useAccountForm<RegisterForm>(emptyRegisterForm(), t);
  const { ready, redirect } = useAccountPage(locale, (email) => form.set('email', email));
  const { code, sentTo, requestCode } = useEmailCodeRequest(form, 'register', t);
  // The resort's date, known only in the browser (the page is built ahead of time).
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => setToday(hkToday()), []);
  const { values, errors } = form;
  const fieldId = (name: keyof RegisterForm) => `${id}-${name}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy) return;
    const now = hkToday();
    setToday(now);
    if (!form.check(registerForm(now))) return;
    void form.run(async () => {
      try {
        const answer = await register(toRegisterBody(form.current(), currentLoginAgent()));
        setLogin(answer.tokenInfo);
        showNotice('success', t('account.register.success'));
        navigate(afterLoginTarget(window.location.search, locale));
        return true;
      } catch (error) {
        form.fail(error, {
          fields: FIELDS,
          aliases: { phoneAreaCode: 'phoneCountry' },
          codes: { CODE_INVALID: 'emailCode', EMAIL_TAKEN: 'email' },
          fallback: t('account.register.failed'),
        });
        return false;
      }
    });
  };

  return (
    <FormReady.Provider value={ready}>
      {captcha}
      <div className="acc">
        <form className="acc-form" method="post" noValidate onSubmit={submit}>
          <div className="acc-row">
            <TextField
              id={fieldId('surname')}
              label={t('account.field.surname')}
              autoComplete="family-name"
              aria-required
              value={values.surname}
              onValue={(v) => form.set('surname', v)}
              error={errors.surname}
              inputRef={form.bind('surname')}
            />
            <TextField
              id={fieldId('firstName')}
              label={t('account.field.firstName')}
              autoComplete="given-name"
              aria-required
              value={values.firstName}
              onValue={(v) => form.set('firstName', v)}
              error={errors.firstName}
              inputRef={form.bind('firstName')}
            />
          </div>
          <TextField
            id={fieldId('birthday')}
            label={t('account.field.birthday')}
            type="date"
            autoComplete="bday"
            min={EARLIEST_BIRTHDAY}
            max={today === null ? undefined : addDays(today, -1)}
            aria-required
            value={values.birthday}
            onValue={(v) => form.set('birthday', v)}
            error={errors.birthday}
            inputRef={form.bind('birthday')}
          />
          <CountryPicker
            id={fieldId('residence')}
            kind="residence"
            label={t('account.field.residence')}
            value={values.residence}
            onChange={(v) => form.set('residence', v)}
            locale={locale}
            t={t}
            error={errors.residence}
            buttonRef={form.bind('residence')}
          />
          <fieldset className="acc-group">
            <legend className="acc-label">{t('account.register.phone')}</legend>
            <div className="acc-phone">
              <CountryPicker
                id={fieldId('phoneCountry')}
                kind="phone"
                label={t('account.field.phoneCode')}
                value={values.phoneCountry}
                onChange={(v) => form.set('phoneCountry', v)}
                locale={locale}
                t={t}
                error={errors.phoneCountry}
                buttonRef={form.bind('phoneCountry')}
              />
              <TextField
                id={fieldId('phone')}
                label={t('account.field.phone')}
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
                aria-required
                value={values.phone}
                onValue={(v) => form.set('phone', v)}
                error={errors.phone}
                inputRef={form.bind('phone')}
              />
            </div>
          </fieldset>
          <TextField
            id={fieldId('email')}
            label={t('account.field.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="off"
            spellCheck={false}
            aria-required
            value={values.email}
            onValue={(v) => form.set('email', v)}
            error={errors.email}
            inputRef={form.bind('email')}
          />
          <EmailCodeField
            id={fieldId('emailCode')}
            t={t}
            hint={
              sentTo === ''
                ? t('account.field.codeHint')
                : t('account.code.sent', { email: sentTo })
            }
            value={values.emailCode}
            onValue={(v) => form.set('emailCode', v)}
            error={errors.emailCode}
            inputRef={form.bind('emailCode')}
            code={code}
            ready={ready}
            onSend={() => void requestCode()}
          />
          <PasswordField
            id={fieldId('password')}
            label={t('account.field.password')}
            showLabel={t('account.password.show')}
            hint={t('account.field.passwordHint')}
            autoComplete="new-password"
            maxLength={25}
            aria-required
            value={values.password}
            onValue={(v) => form.set('password', v)}
            error={errors.password}
            inputRef={form.bind('password')}
          />
          <PasswordField
            id={fieldId('confirmPassword')}
            label={t('account.field.confirmRegisterPassword')}
            showLabel={t('account.password.show')}
            autoComplete="new-password"
            maxLength={25}
            aria-required
            value={values.confirmPassword}
            onValue={(v) => form.set('confirmPassword', v)}
            error={errors.confirmPassword}
            inputRef={form.bind('confirmPassword')}
          />
          <CheckboxField
            id={fieldId('agreeTerms')}
            checked={values.agreeTerms}
            onChecked={(v) => form.set('agreeTerms', v)}
            error={errors.agreeTerms}
            inputRef={form.bind('agreeTerms')}
            required
          >
            {t('account.register.terms')}
          </CheckboxField>
          <CheckboxField
            id={fieldId('promotionConsent')}
            checked={values.promotionConsent}
            onChecked={(v) => form.set('promotionConsent', v)}
            note={t('account.register.promotionNote')}
            error={errors.promotionConsent}
            inputRef={form.bind('promotionConsent')}
          >
            {t('account.register.promotion')}
          </CheckboxField>
          <SubmitButton
            label={t('account.register.submit')}
            busyLabel={t('account.register.busy')}
            busy={form.busy}
            ready={ready}
          />
        </form>
        <p className="acc-switch">
          {t('account.register.haveAccount')}{' '}
          <a href={accountPageHref(locale, 'login', { redirect })}>{t('account.register.login')}</a>
        </p>
      </div>
    </FormReady.Provider>
  );
}
