import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../gateway/services/rate-limit.ts';
import {
  bodyOf,
  call,
  createAccountGateway,
  lastCode,
  login,
  OPEN,
  register,
} from './support/accounts.ts';
import type { TestGateway } from './support/gateway.ts';

/**
 * Code requests (reset PIN, login code) must not let anyone lock the owner of an address out
 * (DESIGN §6). An outside attack sent 7 forgetPassword requests for a victim from other
 * addresses; the victim then got 429 "try again in 2796 seconds" for the reset PIN and the
 * login code. The limits now count per (e-mail, address) and per address; the cap per e-mail
 * drops requests beyond it silently (the same answer, no mail), except from an address the
 * owner has signed in from; the resend cooldown is per requesting address.
 */

let gw: TestGateway | undefined;
afterEach(async () => {
  await gw?.close();
  gw = undefined;
});

const OWNER = 'owner@example.com';
/** The owner's home address: the account has signed in from it. */
const HOME = '198.51.100.7';
const attacker = (i: number) => `203.0.113.${i + 1}`;

const forget = (g: TestGateway, ip: string, email = OWNER) =>
  call(g, `${OPEN}/forgetPassword`, { body: { email }, ip });
const loginCode = (g: TestGateway, ip: string) =>
  call(g, `${OPEN}/sendCode`, { body: { email: OWNER, purpose: 'login' }, ip });

async function mailsTo(g: TestGateway, to: string): Promise<number> {
  const row = await g.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('to_address', '=', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function owner(): Promise<TestGateway> {
  const g = await createAccountGateway();
  await register(g, OWNER);
  await login(g, OWNER, HOME);
  return g;
}

describe('code requests', () => {
  it('still mail the owner a reset PIN and a login code after requests from 7 other addresses', async () => {
    gw = await owner();
    for (let i = 0; i < 7; i += 1) {
      const res = await forget(gw, attacker(i));
      expect(res.status, attacker(i)).toBe(200);
      const code = await loginCode(gw, attacker(i));
      expect(code.status, attacker(i)).toBe(200);
    }
    const pin = await forget(gw, HOME);
    expect(pin.status).toBe(200);
    const reset = await call(gw, `${OPEN}/resetPassword`, {
      body: { email: OWNER, pin: await lastCode(gw, OWNER), newPassword: 'Another#456' },
      ip: HOME,
    });
    expect(reset.status).toBe(200);
    expect((await loginCode(gw, HOME)).status).toBe(200);
    const signedIn = await call(gw, `${OPEN}/login`, {
      body: { email: OWNER, code: await lastCode(gw, OWNER), loginAgent: 'PC' },
      ip: HOME,
    });
    expect(signedIn.status).toBe(200);
  }, 60_000);

  it('drop requests over the cap per e-mail silently: the same answer, no more mail to the owner, and the owner still gets a PIN', async () => {
    gw = await owner();
    const { max: cap, windowMs } = LIMITS.codeEmail(OWNER);
    // a fresh window: the registration code counted in the first one
    gw.clock.advance(windowMs);
    const before = await mailsTo(gw, OWNER);
    for (let i = 0; i < cap + 5; i += 1) {
      const res = await forget(gw, attacker(i));
      expect(res.status, attacker(i)).toBe(200);
      expect(await bodyOf(res)).toEqual({ state: 'success', code: 'OK', msg: '', data: null });
    }
    expect(await mailsTo(gw, OWNER)).toBe(before + cap);
    expect((await forget(gw, HOME)).status).toBe(200);
    expect(await mailsTo(gw, OWNER)).toBe(before + cap + 1);
  }, 120_000);

  it('limit one address to a few requests per e-mail an hour, answering 429 to that address only', async () => {
    gw = await owner();
    const { max, windowMs } = LIMITS.codePair(OWNER, attacker(0));
    for (let i = 0; i < max; i += 1) {
      expect((await forget(gw, attacker(0))).status).toBe(200);
      gw.clock.advance(60_000);
    }
    const limited = await forget(gw, attacker(0));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await forget(gw, HOME)).status).toBe(200);
    // another e-mail from the same address is counted on its own
    expect((await forget(gw, attacker(0), 'someone-else@example.com')).status).toBe(200);
    gw.clock.advance(windowMs);
    expect((await forget(gw, attacker(0))).status).toBe(200);
  }, 60_000);

  it('keep the resend cooldown per requesting address, so a request from elsewhere never delays the owner', async () => {
    gw = await owner();
    expect((await forget(gw, attacker(0))).status).toBe(200);
    gw.clock.advance(5_000);
    expect((await forget(gw, HOME)).status).toBe(200);
    gw.clock.advance(5_000);
    const again = await forget(gw, HOME);
    expect(again.status).toBe(429);
    expect(again.headers.get('Retry-After')).toBe('55');
  }, 60_000);
});
