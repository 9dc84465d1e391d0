import type { Db } from '../../../../gateway/db/client.ts';
import { openSession } from '../../../../gateway/services/sessions.ts';
import { createUser, findUserByEmail } from '../../../../gateway/services/users.ts';

/**
 * A registered user with an open session, made through the account and session services
 * directly in `db` (no captcha, no e-mail code, no login): for tests and benchmarks that measure
 * orders, not logins. Answers the access token, valid for `accessMs` (an hour by default).
 */
export async function directSessionToken(
  db: Db,
  email: string,
  now: number = Date.now(),
  accessMs = 3_600_000,
): Promise<string> {
  await createUser(
    db,
    {
      surname: 'Chan',
      firstName: 'Tai Man',
      birthday: '1990-05-17',
      residence: 'HK',
      email,
      phoneAreaCode: '+852',
      phone: '91234567',
      password: 'Direct#2026pass',
      emailCode: '000000',
      agreeTerms: true,
      promotionConsent: false,
    },
    now,
  );
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`${email} not created`);
  const session = await openSession(
    db,
    { userId: user.id, loginAgent: 'PC', ip: '127.0.0.1', now },
    { accessMs, refreshMs: Math.max(accessMs, 86_400_000) },
  );
  return session.token;
}
