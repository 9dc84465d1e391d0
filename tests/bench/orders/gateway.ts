import { createTestGateway, type TestGateway } from '../../unit/gateway/support/gateway.ts';
import { createUser, findUserByEmail } from '../../../gateway/services/users.ts';
import { openSession } from '../../../gateway/services/sessions.ts';

/**
 * A real gateway on its own temporary database (on real time) and one logged-in buyer, made
 * through the account and session services directly: the benchmark measures orders, not the
 * captcha and the password hash of a login.
 */
export async function startGatewayForBench(): Promise<{ gw: TestGateway; token: string }> {
  const gw = await createTestGateway({ realTime: true });
  const now = Date.now();
  const email = 'bench.buyer@example.com';
  await createUser(
    gw.db,
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
  const user = await findUserByEmail(gw.db, email);
  if (!user) throw new Error('bench user not created');
  const session = await openSession(
    gw.db,
    { userId: user.id, loginAgent: 'PC', ip: '127.0.0.1', now },
    { accessMs: 3_600_000, refreshMs: 86_400_000 },
  );
  return { gw, token: session.token };
}
