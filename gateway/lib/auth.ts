import type { Context, MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '../../src/lib/contract/envelope.ts';
import type { CaptchaScope } from '../../src/lib/contract/captcha.ts';
import { requireCaptcha } from '../captcha/index.ts';
import type { Db } from '../db/client.ts';
import { authenticate, type Authenticated } from '../services/sessions.ts';
import type { Clock } from './clock.ts';
import { HttpError } from './http-error.ts';

/** Variables of routes behind {@link requireAuth}. */
export interface AuthVariables {
  auth: Authenticated;
}
export type AuthEnv = { Variables: AuthVariables };

/**
 * Requires `Authorization: Bearer <access token>`: sets `c.var.auth`, or answers 401 (no or
 * unknown token, LOGIN_DOUBLE, KICK_OUT) or 498 (expired), SPEC §8. The anonymous visitors'
 * placeholder (`Bearer anonymous`, SPEC §3/§6) is no access token: 401 like no token at all.
 * Public routes do not read the header.
 */
export function requireAuth({ db, clock }: { db: Db; clock: Clock }): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(c.req.header('authorization') ?? '');
    if (!match?.[1]) throw new HttpError(401, ERROR_CODES.unauthorized, 'errors.auth.unauthorized');
    c.set('auth', await authenticate(db, match[1], clock.now()));
    await next();
  };
}

/**
 * The human-verification hook of login and code requests (DESIGN §6, issue 6): uses up the
 * request's single-use `X-Captcha-Verification` token of `scope` (password login:
 * 'auth-center'; code login, e-mail codes and the reset PIN: 'open-account'), or answers 400
 * CAPTCHA_REQUIRED. Called after the body was validated, so that a malformed request does not
 * waste the visitor's token.
 */
export function requireVerification(
  c: Context,
  deps: { db: Db; clock: Clock },
  scope: CaptchaScope,
): Promise<void> {
  return requireCaptcha(c, deps, scope);
}
