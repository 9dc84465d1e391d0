import { expect } from 'vitest';
import * as z from 'zod/mini';
import { tokenInfoSchema, type TokenInfo } from '../../../../src/lib/contract/auth.ts';
import {
  CAPTCHA_VERIFICATION_HEADER,
  captchaVerificationSchema,
  type CaptchaScope,
} from '../../../../src/lib/contract/captcha.ts';
import { check, devAnswer, generate } from '../../captcha/support.ts';
import type { TableName } from '../../../../gateway/db/schema.ts';
import { createTestGateway, type TestGateway } from './gateway.ts';

export const OPEN = '/cl-odss-app/open/account/info';
export const USER = '/cl-odss-app/guest/user/info';
export const AUTH = '/uw-auth-center';
export const PASSWORD = 'Secret#123';

/** A gateway that trusts X-Forwarded-For, so that each request can name its client IP. */
export const createAccountGateway = (env: Record<string, string> = {}) =>
  createTestGateway({ env: { TRUST_PROXY: '1', ...env } });

export interface Call {
  method?: string;
  body?: unknown;
  token?: string;
  ip?: string;
  /** The Accept-Language of the call: en by default. */
  lang?: string;
  /**
   * The captcha verification of a protected call (password and code login, e-mail codes, reset
   * PIN): by default a fresh token is solved through the dev answers; a string is sent as is;
   * false sends none.
   */
  captcha?: boolean | string;
}

/** The calls that need a captcha verification token, and the scope it must come from. */
export const PROTECTED_CALLS: Readonly<Record<string, CaptchaScope>> = {
  [`${AUTH}/auth/login`]: 'auth-center',
  [`${OPEN}/login`]: 'open-account',
  [`${OPEN}/sendCode`]: 'open-account',
  [`${OPEN}/forgetPassword`]: 'open-account',
  [`${USER}/sendCode`]: 'open-account',
};

let solved = 0;
/**
 * A verification token of `scope`, solved like a visitor would with the dev answer. Each one
 * comes from its own address, so that the captcha's own rate limits stay out of the way of tests
 * about the account rules.
 */
export async function captchaToken(gw: TestGateway, scope: CaptchaScope): Promise<string> {
  solved += 1;
  const request = { ip: `10.250.${(solved >> 8) & 255}.${solved & 255}` };
  const challenge = await generate(gw, 'CALCULATE', scope, request);
  const res = await check(gw, challenge, await devAnswer(gw, challenge.captchaId), scope, request);
  expect(res.status).toBe(200);
  return captchaVerificationSchema.parse((await bodyOf(res)).data).captchaVerification;
}

/** A request from `ip` (X-Forwarded-For, read because TRUST_PROXY=1). */
export async function call(gw: TestGateway, path: string, options: Call = {}): Promise<Response> {
  const headers: Record<string, string> = {
    'X-Forwarded-For': options.ip ?? '198.51.100.1',
    'Accept-Language': options.lang ?? 'en',
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token !== undefined) headers['Authorization'] = `Bearer ${options.token}`;
  const scope = PROTECTED_CALLS[path];
  if (scope !== undefined && options.captcha !== false) {
    headers[CAPTCHA_VERIFICATION_HEADER] =
      typeof options.captcha === 'string' ? options.captcha : await captchaToken(gw, scope);
  }
  return gw.app.request(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

const envelope = z.object({
  state: z.string(),
  code: z.string(),
  msg: z.string(),
  data: z.unknown(),
});
export const bodyOf = async (res: Response) => envelope.parse(await res.json());

/** The newest code mailed to `to` (read from /dev/mailbox). */
export async function lastCode(gw: TestGateway, to: string): Promise<string> {
  const res = await gw.app.request(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  const messages = z.array(z.object({ body: z.string() })).parse((await bodyOf(res)).data);
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
  expect(code, `a code mailed to ${to}`).toBeDefined();
  return code ?? '';
}

export const registration = (email: string, code: string) => ({
  surname: 'Chan',
  firstName: '大文',
  birthday: '1990-05-17',
  residence: 'HK',
  email,
  phoneAreaCode: '+852',
  phone: '91234567',
  password: PASSWORD,
  emailCode: code,
  agreeTerms: true,
  promotionConsent: false,
});

/** Registers `email` through the real code flow. */
export async function register(gw: TestGateway, email: string): Promise<void> {
  const sent = await call(gw, `${OPEN}/sendCode`, { body: { email, purpose: 'register' } });
  expect(sent.status).toBe(200);
  const res = await call(gw, `${OPEN}/register`, {
    body: registration(email, await lastCode(gw, email)),
  });
  expect(res.status).toBe(200);
}

/** Logs in by password from `ip`; answers the token info. */
export async function login(
  gw: TestGateway,
  email: string,
  ip = '198.51.100.1',
): Promise<TokenInfo> {
  const res = await call(gw, `${AUTH}/auth/login`, {
    body: { email, password: PASSWORD, loginAgent: 'PC' },
    ip,
  });
  expect(res.status).toBe(200);
  return tokenInfoSchema.parse((await bodyOf(res)).data);
}

/** The rows of a table. */
export async function count(gw: TestGateway, table: TableName): Promise<number> {
  const row = await gw.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}
