import { useId, useState, type FormEvent } from 'react';
import { createTranslator } from '../../lib/i18n/translator.ts';
import { codeLogin, passwordLogin } from '../../lib/account/api.ts';
import { currentLoginAgent } from '../../lib/account/login-agent.ts';
import { accountPageHref, afterLoginTarget } from '../../lib/account/redirect.ts';
import { codeLoginForm, normalizeCode, passwordLoginForm } from '../../lib/account/forms.ts';
import type { Language } from '../../lib/contract/common.ts';
import { showNotice } from '../../lib/session/notice.ts';
import { setLogin } from '../../lib/session/session.ts';
import { EmailCodeField, FormReady, PasswordField, SubmitButton, TextField } from './Fields.tsx';
import type { AccountMessages } from './messages.ts';
import { assignLocation, useAccountPage, type Navigate } from './useAccountPage.ts';
import { useAccountForm } from './useAccountForm.ts';
import { useEmailCodeRequest } from './useEmailCodeRequest.ts';
import type { CaptchaMessages } from '../captcha/messages.ts';
import { useAccountCaptcha } from './useAccountCaptcha.tsx';
import './account.css';

export interface LoginIslandProps {
  locale: Language;
  messages: AccountMessages;
  /** The captcha's strings; the protected calls ask for a captcha first (issue 6). */
  captchaMessages?: CaptchaMessages;
  navigate?: Navigate;
}

type Mode = 'password' | 'code';
const MODES: readonly Mode[] = ['password', 'code'];
interface LoginValues {
  email: string;
  password: string;
  code: string;
}

/**
 * /login (SPEC §2, §5, §7): by password (uw-auth-center) or by an e-mail code (open account),
 * chosen with a sliding switch of two pressed buttons (SPEC §2: two tabs are a switch) over one
 * form that keeps what was typed in both. A login stores the token info, says so, and goes to
 * the safe `redirect` or home in the page's language.
 */
export default function LoginIsland({
  locale,
  messages,
  captchaMessages,
  navigate = assignLocation,
}: LoginIslandProps) {
  const captcha = useAccountCaptcha(locale, captchaMessages);
  const t = createTranslator(locale, messages);
  const id = useId();
  const [mode, setMode] = useState<Mode>('password');
  const form = useAccountForm<LoginValues>({ email: '', password: '', code: '' }, t);
  const { ready, redirect } = useAccountPage(locale, (email) => form.set('email', email));
  const { code, sentTo, requestCode } = useEmailCodeRequest(form, 'login', t);
  const { values, errors } = form;

  const choose = (next: Mode) => {
    if (next === mode) return;
    setMode(next);
    form.clearErrors();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy) return;
    if (!form.check(mode === 'password' ? passwordLoginForm : codeLoginForm)) return;
    void form.run(async () => {
      const current = form.current();
      const email = current.email.trim();
      const loginAgent = currentLoginAgent();
      try {
        const tokenInfo =
          mode === 'password'
            ? await passwordLogin({ email, password: current.password, loginAgent })
            : await codeLogin({ email, code: normalizeCode(current.code), loginAgent });
        setLogin(tokenInfo);
        showNotice('success', t('account.login.success'));
        navigate(afterLoginTarget(window.location.search, locale));
        return true;
      } catch (error) {
        const secret = mode === 'password' ? 'password' : 'code';
        form.fail(error, {
          fields: ['email', secret],
          codes: { BAD_CREDENTIALS: secret, CODE_INVALID: 'code' },
          fallback: t('account.login.failed'),
        });
        return false;
      }
    });
  };

  const modeButton = (m: Mode) => (
    <button
      key={m}
      type="button"
      className="acc-tab"
      aria-pressed={mode === m}
      aria-controls={`${id}-form`}
      onClick={() => choose(m)}
    >
      {t(m === 'password' ? 'account.login.mode.password' : 'account.login.mode.code')}
    </button>
  );

  return (
    <FormReady.Provider value={ready}>
      {captcha}
      <div className="acc">
        <div className="acc-tabs" role="group" aria-label={t('account.login.modes')}>
          {MODES.map(modeButton)}
        </div>
        <form id={`${id}-form`} className="acc-form" method="post" noValidate onSubmit={submit}>
          <TextField
            id={`${id}-email`}
            label={t('account.field.email')}
            type="email"
            autoComplete={mode === 'password' ? 'username' : 'email'}
            inputMode="email"
            autoCapitalize="off"
            spellCheck={false}
            aria-required
            value={values.email}
            onValue={(v) => form.set('email', v)}
            error={errors.email}
            inputRef={form.bind('email')}
          />
          {mode === 'password' ? (
            <PasswordField
              id={`${id}-password`}
              label={t('account.field.password')}
              showLabel={t('account.password.show')}
              autoComplete="current-password"
              aria-required
              value={values.password}
              onValue={(v) => form.set('password', v)}
              error={errors.password}
              inputRef={form.bind('password')}
            />
          ) : (
            <EmailCodeField
              id={`${id}-code`}
              t={t}
              hint={
                sentTo === ''
                  ? t('account.field.codeHint')
                  : t('account.code.sent', { email: sentTo })
              }
              value={values.code}
              onValue={(v) => form.set('code', v)}
              error={errors.code}
              inputRef={form.bind('code')}
              code={code}
              ready={ready}
              onSend={() => void requestCode()}
            />
          )}
          {mode === 'password' && (
            <p className="acc-aside">
              <a href={accountPageHref(locale, 'forget-password', { redirect })}>
                {t('account.login.forgot')}
              </a>
            </p>
          )}
          <SubmitButton
            label={t('account.login.submit')}
            busyLabel={t('account.login.busy')}
            busy={form.busy}
            ready={ready}
          />
        </form>
        <p className="acc-switch">
          {t('account.login.noAccount')}{' '}
          <a href={accountPageHref(locale, 'register', { redirect })}>
            {t('account.login.register')}
          </a>
        </p>
      </div>
    </FormReady.Provider>
  );
}
