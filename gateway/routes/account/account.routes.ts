import { OPEN_ACCOUNT_ROUTES } from '../../../src/lib/contract/routes.ts';
import { Hono } from 'hono';
import {
  AUTH_ERROR_CODES,
  checkCodeBodySchema,
  codeLoginBodySchema,
  forgetPasswordBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sendCodeBodySchema,
} from '../../../src/lib/contract/auth.ts';
import { requireVerification } from '../../lib/auth.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { ok } from '../../lib/envelope.ts';
import { HttpError } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { verifyCode } from '../../services/codes.ts';
import { openSession, revokeUserSessions } from '../../services/sessions.ts';
import {
  createUser,
  findUserByEmail,
  normaliseEmail,
  setPassword,
  toProfile,
} from '../../services/users.ts';
import { loginWithCode, sendCode, sessionTtl, type AuthDeps } from '../auth/auth.service.ts';

/**
 * /cl-odss-app/open/account/info (DESIGN §8): anonymous account calls: e-mail codes,
 * registration, login by e-mail code, forgotten password with the 5-minute PIN.
 */
export function createAccountRoutes(deps: AuthDeps) {
  const { db, env, clock } = deps;
  return new Hono()
    .post(OPEN_ACCOUNT_ROUTES.routes.sendCode, validate('json', sendCodeBodySchema), async (c) => {
      await requireVerification(c, deps, 'open-account');
      await sendCode(deps, { ...c.req.valid('json'), ip: clientIp(c, env.TRUST_PROXY) });
      return ok(c, null);
    })
    .post(
      OPEN_ACCOUNT_ROUTES.routes.checkCode,
      validate('json', checkCodeBodySchema),
      async (c) => {
        const { email, purpose, code } = c.req.valid('json');
        await verifyCode(db, {
          email: normaliseEmail(email),
          purpose,
          code,
          now: clock.now(),
          consume: false,
        });
        return ok(c, { valid: true });
      },
    )
    .post(OPEN_ACCOUNT_ROUTES.routes.register, validate('json', registerBodySchema), async (c) => {
      const body = c.req.valid('json');
      const email = normaliseEmail(body.email);
      await verifyCode(db, {
        email,
        purpose: 'register',
        code: body.emailCode,
        now: clock.now(),
        consume: true,
      });
      const { loginAgent = 'WAP', ...registration } = body;
      if (!(await createUser(db, { ...registration, email }, clock.now()))) {
        throw new HttpError(409, AUTH_ERROR_CODES.emailTaken, 'errors.account.emailTaken');
      }
      const user = await findUserByEmail(db, email);
      if (!user) throw new HttpError(500, 'INTERNAL', 'errors.account.registerFailed');
      const tokenInfo = await openSession(
        db,
        { userId: user.id, loginAgent, ip: clientIp(c, env.TRUST_PROXY), now: clock.now() },
        sessionTtl(env),
      );
      return ok(c, { profile: toProfile(user), tokenInfo });
    })
    .post(
      OPEN_ACCOUNT_ROUTES.routes.codeLogin,
      validate('json', codeLoginBodySchema),
      async (c) => {
        await requireVerification(c, deps, 'open-account');
        const body = c.req.valid('json');
        return ok(c, await loginWithCode(deps, { ...body, ip: clientIp(c, env.TRUST_PROXY) }));
      },
    )
    .post(
      OPEN_ACCOUNT_ROUTES.routes.forgetPassword,
      validate('json', forgetPasswordBodySchema),
      async (c) => {
        await requireVerification(c, deps, 'open-account');
        const { email } = c.req.valid('json');
        await sendCode(deps, { email, purpose: 'reset', ip: clientIp(c, env.TRUST_PROXY) });
        return ok(c, null);
      },
    )
    .post(
      OPEN_ACCOUNT_ROUTES.routes.resetPassword,
      validate('json', resetPasswordBodySchema),
      async (c) => {
        const { email, pin, newPassword } = c.req.valid('json');
        const address = normaliseEmail(email);
        await verifyCode(db, {
          email: address,
          purpose: 'reset',
          code: pin,
          now: clock.now(),
          consume: true,
        });
        const user = await findUserByEmail(db, address);
        if (!user)
          throw new HttpError(400, AUTH_ERROR_CODES.codeInvalid, 'errors.account.codeInvalid');
        await setPassword(db, user.id, newPassword, clock.now());
        await revokeUserSessions(db, user.id, 'logout', clock.now());
        return ok(c, null);
      },
    );
}
