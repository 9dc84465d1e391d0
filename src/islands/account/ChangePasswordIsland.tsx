import { useId, type FormEvent } from 'react';
import { createTranslator } from '../../lib/i18n/translator.ts';
import { changePassword, sendUserCode } from '../../lib/account/api.ts';
import {
  changePasswordForm,
  normalizeCode,
  type ChangePasswordForm,
} from '../../lib/account/forms.ts';
import type { Language } from '../../lib/contract/common.ts';
import { showNotice } from '../../lib/session/notice.ts';
import { EmailCodeField, FormReady, PasswordField, SubmitButton } from './Fields.tsx';
import type { AccountMessages } from './messages.ts';
import { useAccountPage } from './useAccountPage.ts';
import { useAccountForm } from './useAccountForm.ts';
import { useCodeSender } from './useCodeSender.ts';
import type { CaptchaMessages } from '../captcha/messages.ts';
import { useAccountCaptcha } from './useAccountCaptcha.tsx';
import './account.css';

export interface ChangePasswordIslandProps {
  locale: Language;
  messages: AccountMessages;
  /** The captcha's strings; the protected calls ask for a captcha first (issue 6). */
  captchaMessages?: CaptchaMessages;
}

const EMPTY: ChangePasswordForm = {
  oldPassword: '',
  newPassword: '',
  confirmPassword: '',
  emailCode: '',
};

/**
 * /user/ChangePassword (SPEC §5 change password): current password, new password twice and a
 * code mailed to the account's own address. The gateway keeps the sessions after a change
 * (gateway/routes/user/user.routes.ts), so the visitor stays logged in and the form empties.
 */
export default function ChangePasswordIsland({
  locale,
  messages,
  captchaMessages,
}: ChangePasswordIslandProps) {
  const captcha = useAccountCaptcha(locale, captchaMessages);
  const t = createTranslator(locale, messages);
  const id = useId();
  const form = useAccountForm<ChangePasswordForm>(EMPTY, t);
  const { ready } = useAccountPage(locale);
  const code = useCodeSender();
  const { values, errors } = form;

  const requestCode = async () => {
    const sent = await code.send(
      () => sendUserCode(),
      (error) => form.fail(error, { fields: [], fallback: t('account.code.sendFailed') }),
    );
    if (sent) showNotice('success', t('account.code.sentAccount'));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy) return;
    if (!form.check(changePasswordForm)) return;
    void form.run(async () => {
      const current = form.current();
      try {
        await changePassword({
          oldPassword: current.oldPassword,
          newPassword: current.newPassword,
          emailCode: normalizeCode(current.emailCode),
        });
        form.setValues(EMPTY);
        form.clearErrors();
        showNotice('success', t('account.changePassword.success'));
        return false;
      } catch (error) {
        form.fail(error, {
          fields: ['oldPassword', 'newPassword', 'confirmPassword', 'emailCode'],
          codes: { CODE_INVALID: 'emailCode' },
          fallback: t('account.changePassword.failed'),
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
          <PasswordField
            id={`${id}-oldPassword`}
            label={t('account.field.oldPassword')}
            showLabel={t('account.password.show')}
            autoComplete="current-password"
            aria-required
            value={values.oldPassword}
            onValue={(v) => form.set('oldPassword', v)}
            error={errors.oldPassword}
            inputRef={form.bind('oldPassword')}
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
          <EmailCodeField
            id={`${id}-emailCode`}
            t={t}
            hint={code.sent ? t('account.code.sentAccount') : t('account.changePassword.codeNote')}
            value={values.emailCode}
            onValue={(v) => form.set('emailCode', v)}
            error={errors.emailCode}
            inputRef={form.bind('emailCode')}
            code={code}
            ready={ready}
            onSend={() => void requestCode()}
          />
          <SubmitButton
            label={t('account.changePassword.submit')}
            busyLabel={t('account.changePassword.busy')}
            busy={form.busy}
            ready={ready}
          />
        </form>
      </div>
    </FormReady.Provider>
  );
}
