import { useEffect, type ReactNode } from 'react';
import type { Language } from '../../lib/contract/common.ts';
import { setVerifier } from '../../lib/account/verification.ts';
import { useCaptcha } from '../captcha/index.ts';
import type { CaptchaMessages } from '../captcha/messages.ts';

/**
 * The captcha of an account island (issue 6): one pop-up captcha per scope (password login:
 * 'auth-center'; code login, e-mail codes, reset PIN: 'open-account'), installed as the
 * verifier that `withVerification` asks before each protected call. Render the returned node
 * once in the island. Without messages (unit tests that install a verifier of their own) nothing
 * is installed or rendered.
 */
export function useAccountCaptcha(
  locale: Language,
  messages: CaptchaMessages | undefined,
): ReactNode {
  const strings = messages ?? {};
  const authCenter = useCaptcha({ scope: 'auth-center', locale, messages: strings });
  const openAccount = useCaptcha({ scope: 'open-account', locale, messages: strings });
  const enabled = messages !== undefined;
  const verifyAuth = authCenter.verify;
  const verifyOpen = openAccount.verify;
  useEffect(() => {
    if (!enabled) return undefined;
    return setVerifier((scope) => (scope === 'auth-center' ? verifyAuth() : verifyOpen()));
  }, [enabled, verifyAuth, verifyOpen]);
  if (!enabled) return null;
  return (
    <>
      {authCenter.dialog}
      {openAccount.dialog}
    </>
  );
}
