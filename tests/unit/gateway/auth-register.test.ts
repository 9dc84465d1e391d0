import { afterEach, describe, expect, it } from 'vitest';
import type { TestGateway } from './support/gateway.ts';
import { tokenInfoSchema } from '../../../src/lib/contract/auth.ts';
import {
  bodyOf,
  call,
  count,
  createAccountGateway,
  lastCode,
  login,
  OPEN,
  register,
  registration,
  USER,
} from './support/accounts.ts';

let gw: TestGateway | undefined;
afterEach(() => gw?.close());

const INVALID: [string, unknown][] = [
  ['surname', 'Chan1'],
  ['firstName', 'Tai@Man'],
  ['birthday', '2999-01-01'],
  ['birthday', '1990-02-30'],
  ['residence', 'hongkong'],
  ['email', 'not-an-email'],
  ['phoneAreaCode', '852'],
  ['phone', '12345'],
  ['password', 'short1!A'.slice(0, 7)],
  ['password', 'alllowercase1!'],
  ['password', 'NoDigits!!'],
  ['password', 'NoSymbol123'],
  ['password', 'Aa1!'.repeat(7)],
  ['emailCode', '12345'],
  ['agreeTerms', false],
  ['promotionConsent', 'yes'],
];

describe('registration', () => {
  it.each(INVALID)('answers 400 naming %s (%j) and stores nothing', async (field, value) => {
    gw = await createAccountGateway();
    const email = 'new@example.com';
    const before = await count(gw, 'users');
    const res = await call(gw, `${OPEN}/register`, {
      body: { ...registration(email, '123456'), [field]: value },
    });
    expect(res.status).toBe(400);
    const body = await bodyOf(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.data).toMatchObject({ fields: [{ field }] });
    expect(await count(gw, 'users')).toBe(before);
  });

  it('registers with the mailed code, then logs in and loads the profile', async () => {
    gw = await createAccountGateway();
    await register(gw, 'Mary@Example.com');
    const info = await login(gw, 'mary@example.com');
    expect(info).toMatchObject({
      createAt: gw.clock.now(),
      expiresIn: 1_800_000,
      loginAgent: 'PC',
    });
    const res = await call(gw, `${USER}/load`, { token: info.token });
    expect(res.status).toBe(200);
    expect((await bodyOf(res)).data).toMatchObject({
      email: 'mary@example.com',
      surname: 'Chan',
      firstName: '大文',
      basicInfoLocked: true,
    });
  });

  it('names the field as the reader knows it in the message', async () => {
    gw = await createAccountGateway();
    const res = await call(gw, `${OPEN}/register`, {
      body: { ...registration('named@example.com', '123456'), surname: '' },
    });
    expect((await bodyOf(res)).data).toMatchObject({
      fields: [{ field: 'surname', message: 'Surname cannot be empty' }],
    });
  });

  it('logs the new account in at once with the agent it names', async () => {
    gw = await createAccountGateway();
    const email = 'auto@example.com';
    await call(gw, `${OPEN}/sendCode`, { body: { email, purpose: 'register' } });
    const res = await call(gw, `${OPEN}/register`, {
      body: { ...registration(email, await lastCode(gw, email)), loginAgent: 'PC' },
    });
    expect(res.status).toBe(200);
    const data = (await bodyOf(res)).data as { profile: unknown; tokenInfo: unknown };
    expect(data.profile).toMatchObject({ email, surname: 'Chan' });
    const info = tokenInfoSchema.parse(data.tokenInfo);
    expect(info.loginAgent).toBe('PC');
    expect((await call(gw, `${USER}/load`, { token: info.token })).status).toBe(200);
  });

  it('refuses a wrong code and an address already registered', async () => {
    gw = await createAccountGateway();
    await call(gw, `${OPEN}/sendCode`, { body: { email: 'a@example.com', purpose: 'register' } });
    const wrong = await call(gw, `${OPEN}/register`, {
      body: registration('a@example.com', '000000'),
    });
    expect(wrong.status).toBe(400);
    expect((await bodyOf(wrong)).code).toBe('CODE_INVALID');
    expect(await count(gw, 'users')).toBe(0);
  });

  it('answers the code requests the same whether or not the account exists', async () => {
    gw = await createAccountGateway();
    await register(gw, 'known@example.com');
    for (const email of ['known@example.com', 'unknown@example.com']) {
      const res = await call(gw, `${OPEN}/forgetPassword`, { body: { email } });
      expect(res.status).toBe(200);
      expect(await bodyOf(res)).toEqual({ state: 'success', code: 'OK', msg: '', data: null });
    }
  });

  it('refuses a resend within 60 seconds with 429 and Retry-After', async () => {
    gw = await createAccountGateway();
    const send = () =>
      call(gw!, `${OPEN}/sendCode`, { body: { email: 'b@example.com', purpose: 'register' } });
    expect((await send()).status).toBe(200);
    gw.clock.advance(30_000);
    const again = await send();
    expect(again.status).toBe(429);
    expect(again.headers.get('Retry-After')).toBe('30');
    expect((await bodyOf(again)).msg).toContain('30 seconds');
    gw.clock.advance(30_000);
    expect((await send()).status).toBe(200);
  });

  it('uses a code once and kills it after 5 wrong attempts', async () => {
    gw = await createAccountGateway();
    const email = 'c@example.com';
    await call(gw, `${OPEN}/sendCode`, { body: { email, purpose: 'register' } });
    const code = await lastCode(gw, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const check = (value: string) =>
      call(gw!, `${OPEN}/checkCode`, { body: { email, purpose: 'register', code: value } });
    expect((await check(code)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await check(wrong)).status).toBe(400);
    expect((await check(code)).status).toBe(400);

    gw.clock.advance(60_000);
    await call(gw, `${OPEN}/sendCode`, { body: { email, purpose: 'register' } });
    const fresh = await lastCode(gw, email);
    expect((await call(gw, `${OPEN}/register`, { body: registration(email, fresh) })).status).toBe(
      200,
    );
    const reused = await call(gw, `${OPEN}/register`, { body: registration(email, fresh) });
    expect((await bodyOf(reused)).code).toBe('CODE_INVALID');
  });

  it('has no mailbox when GATEWAY_DEV=0', async () => {
    gw = await createAccountGateway({ GATEWAY_DEV: '0' });
    expect((await gw.get('/dev/mailbox')).status).toBe(404);
    const suspend = await call(gw, '/dev/users/suspend', {
      body: { email: 'x@y.zz', reason: 'r' },
    });
    expect(suspend.status).toBe(404);
  });
});
