import { AUTH_ROUTES } from '../../../src/lib/contract/routes.ts';
import { Hono } from 'hono';
import {
  logoutQuerySchema,
  passwordLoginBodySchema,
  refreshQuerySchema,
} from '../../../src/lib/contract/auth.ts';
import { requireAuth, requireVerification, type AuthEnv } from '../../lib/auth.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { closeSession, refreshSession } from '../../services/sessions.ts';
import { loginWithPassword, sessionTtl, type AuthDeps } from './auth.service.ts';

/**
 * /uw-auth-center (SPEC §7): password login, token refresh (rotating) and logout.
 * Login and refresh answer the token info; createAt and expiresIn are milliseconds.
 */
export function createAuthCenterRoutes(deps: AuthDeps) {
  const { db, env, clock } = deps;
  return new Hono<AuthEnv>()
    .post(
      AUTH_ROUTES.routes.passwordLogin,
      validate('json', passwordLoginBodySchema),
      async (c) => {
        await requireVerification(c, deps, 'auth-center');
        const body = c.req.valid('json');
        return ok(c, await loginWithPassword(deps, { ...body, ip: clientIp(c, env.TRUST_PROXY) }));
      },
    )
    .post(AUTH_ROUTES.routes.refreshToken, validate('query', refreshQuerySchema), async (c) => {
      const { refreshToken, loginAgent } = c.req.valid('query');
      const ip = clientIp(c, env.TRUST_PROXY);
      return ok(
        c,
        await refreshSession(
          db,
          { refreshToken, loginAgent, ip, now: clock.now() },
          sessionTtl(env),
        ),
      );
    })
    .delete(
      AUTH_ROUTES.routes.logout,
      requireAuth({ db, clock }),
      validate('query', logoutQuerySchema),
      async (c) => {
        await closeSession(db, c.var.auth.sessionId, clock.now());
        return ok(c, null);
      },
    );
}
