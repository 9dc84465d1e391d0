import { USER_ROUTES } from '../../../src/lib/contract/routes.ts';
import { Hono } from 'hono';
import { AUTH_ERROR_CODES } from '../../../src/lib/contract/auth.ts';
import { changePasswordBodySchema, updateInfoBodySchema } from '../../../src/lib/contract/user.ts';
import { requireAuth, requireVerification, type AuthEnv } from '../../lib/auth.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { ok } from '../../lib/envelope.ts';
import { fieldError } from '../../lib/field-error.ts';
import { notFoundError } from '../../lib/http-error.ts';
import type { ErrorKey } from '../../lib/i18n.ts';
import { validate } from '../../lib/validate.ts';
import { verifyCode } from '../../services/codes.ts';
import { verifyPassword } from '../../services/secrets.ts';
import { revokeOtherSessions } from '../../services/sessions.ts';
import {
  findUserById,
  setPassword,
  toProfile,
  updateUser,
  type UserRow,
} from '../../services/users.ts';
import { sendCode, type AuthDeps } from '../auth/auth.service.ts';

const BASIC_INFO = ['surname', 'firstName', 'birthday'] as const;

/** /cl-odss-app/guest/user/info (logged in): profile, its changes and the password change. */
export function createUserRoutes(deps: AuthDeps) {
  const { db, env, clock } = deps;
  const currentUser = async (userId: string): Promise<UserRow> => {
    const user = await findUserById(db, userId);
    if (!user) throw notFoundError();
    return user;
  };
  return new Hono<AuthEnv>()
    .use(requireAuth({ db, clock }))
    .get(USER_ROUTES.routes.load, async (c) =>
      ok(c, toProfile(await currentUser(c.var.auth.userId))),
    )
    .put(USER_ROUTES.routes.update, validate('json', updateInfoBodySchema), async (c) => {
      const { email, ...changes } = c.req.valid('json');
      const user = await currentUser(c.var.auth.userId);
      const refused: { field: string; key: ErrorKey }[] = [];
      if (email !== undefined && email.trim().toLowerCase() !== user.email) {
        refused.push({ field: 'email', key: 'errors.account.emailImmutable' });
      }
      if (user.basicInfoLocked) {
        for (const field of BASIC_INFO) {
          const value = changes[field];
          if (value !== undefined && value !== user[field]) {
            refused.push({ field, key: 'errors.account.basicInfoLocked' });
          }
        }
      }
      if (refused.length > 0) throw fieldError(c, refused);
      await updateUser(db, user.id, changes, clock.now());
      return ok(c, toProfile(await currentUser(user.id)));
    })
    .post(USER_ROUTES.routes.sendCode, async (c) => {
      await requireVerification(c, deps, 'open-account');
      const user = await currentUser(c.var.auth.userId);
      await sendCode(deps, {
        email: user.email,
        purpose: 'change-password',
        ip: clientIp(c, env.TRUST_PROXY),
      });
      return ok(c, null);
    })
    .put(
      USER_ROUTES.routes.changePassword,
      validate('json', changePasswordBodySchema),
      async (c) => {
        const { oldPassword, newPassword, emailCode } = c.req.valid('json');
        const user = await currentUser(c.var.auth.userId);
        if (!(await verifyPassword(oldPassword, user.passwordHash))) {
          throw fieldError(
            c,
            [{ field: 'oldPassword', key: 'errors.auth.oldPassword' }],
            AUTH_ERROR_CODES.badCredentials,
          );
        }
        await verifyCode(db, {
          email: user.email,
          purpose: 'change-password',
          code: emailCode,
          now: clock.now(),
          consume: true,
        });
        await setPassword(db, user.id, newPassword, clock.now());
        await revokeOtherSessions(db, {
          userId: user.id,
          keepSessionId: c.var.auth.sessionId,
          // Ended like a logout: their next call gets the generic 401 (SPEC §8).
          reason: 'logout',
          now: clock.now(),
        });
        return ok(c, null);
      },
    );
}
