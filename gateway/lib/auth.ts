import type { Context, MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '../../src/lib/contract/envelope.ts';
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
 * unknown token, LOGIN_DOUBLE, KICK_OUT) or 498 (expired), SPEC §8.
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
 * The human-verification hook of login and code requests. A no-op for now: the captcha
 * (DESIGN §6, issue 6) will require and check a single-use captcha token here.
 */
export function requireVerification(c: Context): Promise<void> {
  void c;
  return Promise.resolve();
}
