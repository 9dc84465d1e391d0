import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { createTranslator } from '../../lib/i18n/translator.ts';
import { forgetPassword, resetPassword } from '../../lib/account/api.ts';
import { accountPageHref } from '../../lib/account/redirect.ts';
import { forgetEmailForm, normalizeCode, resetForm } from '../../lib/account/forms.ts';
import type { Language } from '../../lib/contract/common.ts';
import { showNotice } from '../../lib/session/notice.ts';
import { CodeButton, FormReady, PasswordField, SubmitButton, TextField } from './Fields.tsx';
import type { AccountMessages } from './messages.ts';
import { assignLocation, useAccountPage, type Navigate } from './useAccountPage.ts';
import { useAccountForm } from './useAccountForm.ts';
import { useCodeSender } from './useCodeSender.ts';
import type { CaptchaMessages } from '../captcha/messages.ts';
import { useAccountCaptcha } from './useAccountCaptcha.tsx';
import './account.css';

export interface ForgetPasswordIslandProps {
  locale: Language;
  messages: AccountMessages;
  /** The captcha's strings; the protected calls ask for a captcha first (issue 6). */
  captchaMessages?: CaptchaMessages;
  navigate?: Navigate;
}

interface ForgetValues {
  email: string;
  pin: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * /forget-password (SPEC §4 verification codes, §9): step 1 mails a 6-digit PIN valid 5
 * minutes (the answer is the same whether or not the address has an account); step 2 sets the
 * new password with it, then the visitor logs in with the e-mail prefilled.
 */
export default function ForgetPasswordIsland({
  locale,
  messages,
  captchaMessages,
  navigate = assignLocation,
}: ForgetPasswordIslandProps) {
  const captcha = useAccountCaptcha(locale, captchaMessages);
  const t = createTranslator(locale, messages);
  const id = useId();
  const form = useAccountForm<ForgetValues>(
    { email: '', pin: '', newPassword: '', confirmPassword: '' },
    t,
  );
  const { ready, redirect } = useAccountPage(locale, (email) => form.set('email', email));
  const pin = useCodeSender();
  const [step, setStep] = useState<'email' | 'reset'>('email');
  const [sentTo, setSentTo] = useState('');
  const stepStart = useRef<HTMLParagraphElement>(null);
  const { values, errors } = form;
  const stepChanged = useRef(false);

  useLayoutEffect(() => {
    // after a step change (not on the first render) the focus follows the new step
    if (!stepChanged.current) return;
    if (step === 'reset') stepStart.current?.focus();
    else document.getElementById(`${id}-email`)?.focus();
  }, [step, id]);

  /** Mails a PIN; a resend says so in the toast (the first send moves the focus to the news). */
  const mailPin = async (resend: boolean): Promise<boolean> => {
    const email = form.current().email.trim();
    const sent = await pin.send(
      () => forgetPassword({ email }),
      (error) => form.fail(error, { fields: ['email'], fallback: t('account.code.sendFailed') }),
    );
    if (sent) {
      setSentTo(email);
      if (resend) showNotice('success', t('account.forget.sent', { email }));
    }
    return sent;
  };

  const sendStep = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy) return;
    if (!form.check(forgetEmailForm)) return;
    void form.run(async () => {
      if (await mailPin(false)) {
        stepChanged.current = true;
        setStep('reset');
      }
      return false;
    });
  };

  const resetStep = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy) return;
    if (!form.check(resetForm)) return;
    void form.run(async () => {
      const current = form.current();
      try {
        await resetPassword({
          email: sentTo,
          pin: normalizeCode(current.pin),
          newPassword: current.newPassword,
        });
        showNotice('success', t('account.forget.success'));
        navigate(accountPageHref(locale, 'login', { redirect, email: sentTo }));
        return true;
      } catch (error) {
        form.fail(error, {
          fields: ['pin', 'newPassword', 'confirmPassword'],
          codes: { CODE_INVALID: 'pin' },
          fallback: t('account.forget.failed'),
        });
        return false;
      }
    });
  };

  const back = () => {
    form.clearErrors();
    stepChanged.current = true;
    setStep('email');
  };

  if (step === 'email') {
    return (
      <FormReady.Provider value={ready}>
        {captcha}
        <div className="acc">
          <form className="acc-form" method="post" noValidate onSubmit={sendStep}>
            <TextField
              id={`${id}-email`}
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
            <SubmitButton
              label={
                pin.left > 0
                  ? t('account.code.wait', { seconds: pin.left })
                  : t('account.forget.send')
              }
              busyLabel={t('account.forget.sending')}
              busy={form.busy || pin.left > 0}
              ready={ready}
            />
          </form>
          <p className="acc-switch">
            <a href={accountPageHref(locale, 'login', { redirect })}>
              {t('account.forget.backToLogin')}
            </a>
          </p>
        </div>
      </FormReady.Provider>
    );
  }

  return (
    <FormReady.Provider value={ready}>
      {captcha}
      <div className="acc">
        <p ref={stepStart} className="acc-sent" tabIndex={-1}>
          {t('account.forget.sent', { email: sentTo })}
        </p>
        <form className="acc-form" method="post" noValidate onSubmit={resetStep}>
          <TextField
            id={`${id}-pin`}
            label={t('account.field.pin')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={12}
            aria-required
            value={values.pin}
            onValue={(v) => form.set('pin', v)}
            error={errors.pin}
            inputRef={form.bind('pin')}
            action={
              <CodeButton
                label={t('account.forget.resend')}
                resendLabel={t('account.forget.resend')}
                sendingLabel={t('account.code.sending')}
                waitLabel={t('account.code.wait', { seconds: pin.left })}
                left={pin.left}
                sending={pin.sending}
                sent
                ready={ready}
                onSend={() => void mailPin(true)}
              />
            }
          />
          <PasswordField
            id={`${id}-newPassword`}
            label={t('account.field.newPassword')}
            showLabel={t('account.password.show')}
            hint={t('account.field.passwordHint')}
            autoComplete="new-password"
            maxLength={25}
            aria-required
            value={values.newPassword}
            onValue={(v) => form.set('newPassword', v)}
            error={errors.newPassword}
            inputRef={form.bind('newPassword')}
          />
          <PasswordField
            id={`${id}-confirmPassword`}
            label={t('account.field.confirmPassword')}
            showLabel={t('account.password.show')}
            autoComplete="new-password"
            maxLength={25}
            aria-required
            value={values.confirmPassword}
            onValue={(v) => form.set('confirmPassword', v)}
            error={errors.confirmPassword}
            inputRef={form.bind('confirmPassword')}
          />
          <SubmitButton
            label={t('account.forget.submit')}
            busyLabel={t('account.forget.busy')}
            busy={form.busy}
            ready={ready}
          />
        </form>
        <p className="acc-switch">
          <button type="button" className="acc-link" onClick={back}>
            {t('account.forget.changeEmail')}
          </button>
        </p>
      </div>
    </FormReady.Provider>
  );
}
