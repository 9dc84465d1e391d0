import { afterEach, describe, expect, it } from 'vitest';
import type { TestGateway } from './support/gateway.ts';
import {
  AUTH,
  bodyOf,
  call,
  createAccountGateway,
  lastCode,
  login,
  OPEN,
  PASSWORD,
  register,
  USER,
} from './support/accounts.ts';

let gw: TestGateway | undefined;
afterEach(() => gw?.close());

const EMAIL = 'user@example.com';
const NEW_PASSWORD = 'Another$456';
const passwordLogin = (g: TestGateway, password: string) =>
  call(g, `${AUTH}/auth/login`, { body: { email: EMAIL, password, loginAgent: 'PC' } });

describe('profile and passwords', () => {
  it('changes phone, residence and consent but never the e-mail or locked basic info', async () => {
    gw = await createAccountGateway();
    await register(gw, EMAIL);
    const { token } = await login(gw, EMAIL);
    const update = (body: unknown) =>
      call(gw!, `${USER}/updateInfo`, { method: 'PUT', token, body });
    const ok = await update({ phone: '61234567', residence: 'MO', promotionConsent: true });
    expect(ok.status).toBe(200);
    expect((await bodyOf(ok)).data).toMatchObject({
      phone: '61234567',
      residence: 'MO',
      promotionConsent: true,
    });
    for (const [field, value] of [
      ['email', 'other@example.com'],
      ['surname', 'Wong'],
      ['birthday', '1980-01-01'],
    ] as const) {
      const res = await update({ [field]: value });
      expect(res.status, field).toBe(400);
      expect((await bodyOf(res)).data).toMatchObject({ fields: [{ field }] });
    }
    const profile = await bodyOf(await call(gw, `${USER}/load`, { token }));
    expect(profile.data).toMatchObject({ email: EMAIL, surname: 'Chan', birthday: '1990-05-17' });
  });

  it('accepts the reset PIN for 5 minutes and refuses it 1 second later', async () => {
    gw = await createAccountGateway();
    await register(gw, EMAIL);
    await call(gw, `${OPEN}/forgetPassword`, { body: { email: EMAIL } });
    const pin = await lastCode(gw, EMAIL);
    gw.clock.advance(5 * 60_000 + 1000);
    const late = await call(gw, `${OPEN}/resetPassword`, {
      body: { email: EMAIL, pin, newPassword: NEW_PASSWORD },
    });
    expect(late.status).toBe(400);

    await call(gw, `${OPEN}/forgetPassword`, { body: { email: EMAIL } });
    const fresh = await lastCode(gw, EMAIL);
    gw.clock.advance(5 * 60_000);
    const res = await call(gw, `${OPEN}/resetPassword`, {
      body: { email: EMAIL, pin: fresh, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect((await passwordLogin(gw, PASSWORD)).status).toBe(400);
    expect((await passwordLogin(gw, NEW_PASSWORD)).status).toBe(200);
  });

  it('changes the password with the old one and an e-mail code', async () => {
    gw = await createAccountGateway();
    await register(gw, EMAIL);
    const { token } = await login(gw, EMAIL);
    expect((await call(gw, `${USER}/sendCode`, { method: 'POST', token })).status).toBe(200);
    const emailCode = await lastCode(gw, EMAIL);
    const change = (oldPassword: string) =>
      call(gw!, `${USER}/changePassword`, {
        method: 'PUT',
        token,
        body: { oldPassword, newPassword: NEW_PASSWORD, emailCode },
      });
    const wrong = await change('Wrong#123');
    expect(wrong.status).toBe(400);
    expect((await bodyOf(wrong)).data).toMatchObject({ fields: [{ field: 'oldPassword' }] });
    expect((await change(PASSWORD)).status).toBe(200);
    expect((await passwordLogin(gw, NEW_PASSWORD)).status).toBe(200);
  });

  it('keeps the device that changed the password logged in and logs every other one out', async () => {
    gw = await createAccountGateway();
    await register(gw, EMAIL);
    const other = await login(gw, EMAIL, '198.51.100.20');
    const mine = await login(gw, EMAIL, '198.51.100.21');
    // One account is logged in on one device at a time; make the older session live again, as
    // an intruder's would be, to see that the change ends it.
    await gw.db
      .updateTable('sessions')
      .set({ revoked_at: null, revoked_reason: null })
      .where('revoked_reason', '=', 'login-elsewhere')
      .execute();
    expect((await call(gw, `${USER}/load`, { token: other.token })).status).toBe(200);
    await call(gw, `${USER}/sendCode`, { method: 'POST', token: mine.token });
    const res = await call(gw, `${USER}/changePassword`, {
      method: 'PUT',
      token: mine.token,
      body: {
        oldPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        emailCode: await lastCode(gw, EMAIL),
      },
    });
    expect(res.status).toBe(200);
    expect((await call(gw, `${USER}/load`, { token: mine.token })).status).toBe(200);
    expect((await call(gw, `${USER}/load`, { token: other.token })).status).toBe(401);
  });
});
