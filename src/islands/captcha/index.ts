import { CAPTCHA_VERIFICATION_HEADER } from '../../lib/contract/captcha.ts';

/** The captcha widget (SPEC §4 captcha): pop mode through `useCaptcha`, embedded `Captcha`. */
export { Captcha, type CaptchaProps } from './Captcha.tsx';
export { CaptchaDialog, type CaptchaDialogProps } from './CaptchaDialog.tsx';
export type { CaptchaMessages } from './messages.ts';
export {
  SUCCESS_CLOSE_MS,
  useCaptcha,
  type CaptchaHandle,
  type UseCaptchaOptions,
} from './useCaptcha.tsx';

/** The header that carries a verification token to the protected call (single use). */
export const captchaHeaders = (token: string): Record<string, string> => ({
  [CAPTCHA_VERIFICATION_HEADER]: token,
});
