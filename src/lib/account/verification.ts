import type { CaptchaScope } from '../contract/captcha.ts';
import { CAPTCHA_VERIFICATION_HEADER } from '../contract/constants.ts';

/**
 * The human-verification seam of the protected account calls (password login, code login,
 * every sendCode and forgetPassword). Each such call goes through {@link withVerification}.
 *
 * Today no verifier is installed and the call runs as is. With the captcha (issue 6) an island
 * installs one with {@link setVerifier} (for example the `verify()` of the captcha dialog): it
 * opens the challenge of the scope and resolves with the single-use verification token, which
 * the call sends in the `X-Captcha-Verification` header; null means the visitor closed it.
 */
export type VerificationHeaders = Readonly<Record<string, string>>;
export type Verifier = (scope: CaptchaScope) => Promise<string | null>;

/** Thrown when the visitor closes the verification: the form shows nothing and keeps its values. */
export class VerificationCancelled extends Error {
  override readonly name = 'VerificationCancelled';
  constructor(readonly scope: CaptchaScope) {
    super(`Verification of ${scope} cancelled`);
  }
}

let verifier: Verifier | null = null;

/** Installs (or, with null, removes) the verifier; returns a function that removes it again. */
export function setVerifier(next: Verifier | null): () => void {
  verifier = next;
  return () => {
    if (verifier === next) verifier = null;
  };
}

/** Runs a protected call, first asking the installed verifier (if any) for a token. */
export async function withVerification<T>(
  scope: CaptchaScope,
  call: (headers: VerificationHeaders) => Promise<T>,
): Promise<T> {
  if (verifier === null) return call({});
  const token = await verifier(scope);
  if (token === null) throw new VerificationCancelled(scope);
  return call({ [CAPTCHA_VERIFICATION_HEADER]: token });
}
