import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ApiClient } from '../../lib/api/client.ts';
import type { CaptchaScope, CaptchaType } from '../../lib/contract/captcha.ts';
import { CaptchaDialog } from './CaptchaDialog.tsx';
import type { CaptchaMessages } from './messages.ts';
import type { Language } from '../../lib/contract/common.ts';
import type { CaptchaErrorDisplay } from './useCaptchaFlow.ts';

/** How long the success text with the seconds stays before the dialog closes. */
export const SUCCESS_CLOSE_MS = 1000;

export interface UseCaptchaOptions {
  scope: CaptchaScope;
  locale: Language;
  messages: CaptchaMessages;
  /** The strategy to ask for; by default the gateway's (slide puzzle). */
  type?: CaptchaType | undefined;
  errorDisplay?: CaptchaErrorDisplay | undefined;
  successCloseMs?: number | undefined;
  client?: ApiClient | undefined;
}

export interface CaptchaHandle {
  /** Render it once, anywhere in the form's island (it portals to the body). */
  dialog: ReactNode;
  /**
   * Opens the captcha dialog. Resolves with the captchaVerification token on success (send it
   * in the X-Captcha-Verification header of the protected call; it is single use), or with
   * null when the visitor closes the dialog. Calling it again while open returns the same
   * promise.
   */
  verify: () => Promise<string | null>;
}

interface Pending {
  promise: Promise<string | null>;
  resolve: (token: string | null) => void;
}

/**
 * The captcha for a form (SPEC §4 captcha, pop mode):
 *
 * ```tsx
 * const captcha = useCaptcha({ scope: 'open-account', locale, messages: captchaMessages });
 * const token = await captcha.verify();
 * if (token === null) return;
 * await sendCode(email, { [CAPTCHA_VERIFICATION_HEADER]: token });
 * …
 * return <form>…{captcha.dialog}</form>;
 * ```
 */
export function useCaptcha(options: UseCaptchaOptions): CaptchaHandle {
  const [open, setOpen] = useState(false);
  const pending = useRef<Pending | null>(null);
  const token = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const closeMs = options.successCloseMs ?? SUCCESS_CLOSE_MS;

  const finish = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const waiting = pending.current;
    pending.current = null;
    const result = token.current;
    token.current = null;
    setOpen(false);
    waiting?.resolve(result);
  }, []);

  const verify = useCallback((): Promise<string | null> => {
    if (pending.current !== null) return pending.current.promise;
    let resolve: (value: string | null) => void = () => undefined;
    const promise = new Promise<string | null>((r) => {
      resolve = r;
    });
    pending.current = { promise, resolve };
    token.current = null;
    setOpen(true);
    return promise;
  }, []);

  const onVerified = useCallback(
    (value: string) => {
      token.current = value;
      // The success text with the seconds stays a moment, then the dialog closes.
      timer.current = setTimeout(finish, closeMs);
    },
    [finish, closeMs],
  );

  // Unmounting with the dialog open counts as closing it.
  useEffect(() => finish, [finish]);

  const dialog = (
    <CaptchaDialog
      open={open}
      scope={options.scope}
      locale={options.locale}
      messages={options.messages}
      type={options.type}
      errorDisplay={options.errorDisplay}
      onClose={finish}
      onVerified={onVerified}
      client={options.client}
    />
  );
  return { dialog, verify };
}
