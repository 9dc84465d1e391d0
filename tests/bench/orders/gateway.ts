import type { Db } from '../../../gateway/db/client.ts';
import { openSession } from '../../../gateway/services/sessions.ts';
import { createUser, findUserByEmail } from '../../../gateway/services/users.ts';
import { createTestGateway, type TestGateway } from '../../unit/gateway/support/gateway.ts';

/**
 * A buyer with an open session, made through the account and session services directly in
 * `db`: the benchmarks measure orders, not the captcha and the password hash of a login.
 * Answers the access token.
 */
export async function benchBuyerToken(db: Db): Promise<string> {
  const now = Date.now();
  const email = 'bench.buyer@example.com';
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
      password: 'Bench#2026pass',
      emailCode: '000000',
      agreeTerms: true,
      promotionConsent: false,
    },
    now,
  );
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error('bench buyer not created');
  const session = await openSession(
    db,
    { userId: user.id, loginAgent: 'PC', ip: '127.0.0.1', now },
    { accessMs: 3_600_000, refreshMs: 86_400_000 },
  );
  return session.token;
}

/** A real gateway on its own temporary database (on real time) and one logged-in buyer. */
export async function startGatewayForBench(): Promise<{ gw: TestGateway; token: string }> {
  const gw = await createTestGateway({ realTime: true });
  return { gw, token: await benchBuyerToken(gw.db) };
}
