import {
  AUTH_ERROR_CODES,
  type CodePurpose,
  type LoginAgent,
  type TokenInfo,
} from '../../../src/lib/contract/auth.ts';
import { ERROR_CODES } from '../../../src/lib/contract/envelope.ts';
import type { Db } from '../../db/client.ts';
import type { GatewayEnv } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { issueCode, startCooldown, verifyCode } from '../../services/codes.ts';
import { clearLimit, countHit, hitLimits, LIMITS, uncountHit } from '../../services/rate-limit.ts';
import { hasSignedInFrom, openSession, type SessionTtl } from '../../services/sessions.ts';
import { findUserByEmail, normaliseEmail, type UserRow } from '../../services/users.ts';
import { verifyPassword } from '../../services/secrets.ts';

export interface AuthDeps {
  db: Db;
  env: GatewayEnv;
  clock: Clock;
}

export const sessionTtl = (env: GatewayEnv): SessionTtl => ({
  accessMs: env.ACCESS_TOKEN_TTL_SECONDS * 1000,
  refreshMs: env.REFRESH_TOKEN_TTL_SECONDS * 1000,
});

/** One answer for every failed login, whether or not the account exists. */
export const badCredentials = () =>
  new HttpError(400, AUTH_ERROR_CODES.badCredentials, 'errors.auth.badCredentials');

function ensureActive(user: UserRow): void {
  if (user.status === 'suspended') {
    throw new HttpError(403, ERROR_CODES.forbidden, 'errors.auth.suspended', {
      params: { reason: user.suspendReason ?? '' },
    });
  }
}

/**
 * A sign-in that succeeded clears the attempts of its account and address, so a shopper who
 * signs in again and again (several tabs, an ended session, a shared device) is never refused;
 * ten wrong ones in a row still are. It also takes its own hit back from the per-address limit,
 * which so counts failures only: the guests of a hotel behind one address all sign in.
 */
const forgetFailures = async (db: Db, now: number, email: string, ip: string) => {
  await clearLimit(db, LIMITS.loginPair(email, ip));
  await uncountHit(db, now, LIMITS.loginIp(ip));
};

/** Login by password (uw-auth-center), rate-limited per account+address and per address. */
export async function loginWithPassword(
  { db, env, clock }: AuthDeps,
  input: { email: string; password: string; loginAgent: LoginAgent; ip: string },
): Promise<TokenInfo> {
  const email = normaliseEmail(input.email);
  const attemptAt = clock.now();
  await hitLimits(db, attemptAt, [LIMITS.loginPair(email, input.ip), LIMITS.loginIp(input.ip)]);
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !valid) throw badCredentials();
  ensureActive(user);
  await forgetFailures(db, attemptAt, email, input.ip);
  return openSession(
    db,
    { userId: user.id, loginAgent: input.loginAgent, ip: input.ip, now: clock.now() },
    sessionTtl(env),
  );
}

/** Login by e-mail code (open/account), same limits and the same failure answer. */
export async function loginWithCode(
  { db, env, clock }: AuthDeps,
  input: { email: string; code: string; loginAgent: LoginAgent; ip: string },
): Promise<TokenInfo> {
  const email = normaliseEmail(input.email);
  const attemptAt = clock.now();
  await hitLimits(db, attemptAt, [LIMITS.loginPair(email, input.ip), LIMITS.loginIp(input.ip)]);
  await verifyCode(db, {
    email,
    purpose: 'login',
    code: input.code,
    now: clock.now(),
    consume: true,
  });
  const user = await findUserByEmail(db, email);
  if (!user) throw badCredentials();
  ensureActive(user);
  await forgetFailures(db, attemptAt, email, input.ip);
  return openSession(
    db,
    { userId: user.id, loginAgent: input.loginAgent, ip: input.ip, now: clock.now() },
    sessionTtl(env),
  );
}

/**
 * Sends a code. The answer is the same whether or not an account exists: a code is mailed for
 * registration of a new address, and for login, reset and change-password of an active account;
 * a registration request for a taken address mails a notice instead.
 *
 * Nobody can lock the owner of an e-mail address out of its codes (DESIGN §6): the 429 limits
 * count per (e-mail, client address) and per client address, so they only ever refuse the
 * address that asked too often, and the resend cooldown is per client address too. Past the
 * cap per e-mail (requests from anywhere) a request is dropped silently: the same answer, no
 * code, no mail, the live code left alone. The owner is never dropped: a change-password code is
 * asked logged in, and an address the account has signed in from is the owner's.
 */
export async function sendCode(
  { db, clock }: AuthDeps,
  input: { email: string; purpose: CodePurpose; ip: string },
): Promise<void> {
  const email = normaliseEmail(input.email);
  const now = clock.now();
  await hitLimits(db, now, [LIMITS.codePair(email, input.ip), LIMITS.codeIp(input.ip)]);
  await startCooldown(db, { email, purpose: input.purpose, ip: input.ip, now });
  const user = await findUserByEmail(db, email);
  const overCap = (await countHit(db, now, LIMITS.codeEmail(email))) > 0;
  if (overCap) {
    const owner =
      input.purpose === 'change-password' ||
      (user !== null && (await hasSignedInFrom(db, user.id, input.ip)));
    if (!owner) return;
  }
  const exists = user !== null && user.status === 'active';
  if (input.purpose === 'register') {
    await issueCode(
      db,
      { email, purpose: 'register', now },
      // a taken address gets a notice in the reader's language instead of a code
      user ? { kind: 'notice' } : { kind: 'code' },
    );
  } else {
    await issueCode(
      db,
      { email, purpose: input.purpose, now },
      exists ? { kind: 'code' } : { kind: 'none' },
    );
  }
}
