import * as z from 'zod/mini';
import { api, type ApiClient } from '../api/client.ts';
import {
  tokenInfoSchema,
  type CodePurpose,
  type LoginAgent,
  type PasswordLoginBody,
  type RegisterBody,
  type TokenInfo,
} from '../contract/auth.ts';
import { userProfileSchema, type ChangePasswordBody, type UserProfile } from '../contract/user.ts';
import { withVerification } from './verification.ts';

/**
 * The account calls of the login, registration, password-reset and change-password forms
 * (SPEC §7 authentication, DESIGN §8), answers validated with the contract schemas. The calls a
 * captcha will guard go through {@link withVerification}. Errors are the client's ApiError.
 */
export const AUTH_CENTER = '/uw-auth-center/auth';
export const OPEN_ACCOUNT = '/cl-odss-app/open/account/info';
export const USER_INFO = '/cl-odss-app/guest/user/info';

export const ACCOUNT_PATHS = {
  passwordLogin: `${AUTH_CENTER}/login`,
  sendCode: `${OPEN_ACCOUNT}/sendCode`,
  codeLogin: `${OPEN_ACCOUNT}/login`,
  register: `${OPEN_ACCOUNT}/register`,
  forgetPassword: `${OPEN_ACCOUNT}/forgetPassword`,
  resetPassword: `${OPEN_ACCOUNT}/resetPassword`,
  sendUserCode: `${USER_INFO}/sendCode`,
  changePassword: `${USER_INFO}/changePassword`,
} as const;

const emptySchema = z.nullish(z.unknown());
export const registerAnswerSchema = z.object({
  profile: userProfileSchema,
  tokenInfo: tokenInfoSchema,
});
export interface RegisterAnswer {
  profile: UserProfile;
  tokenInfo: TokenInfo;
}

/** The anonymous purposes of the open sendCode call. */
export type OpenCodePurpose = Exclude<CodePurpose, 'change-password'>;

export function passwordLogin(
  body: PasswordLoginBody,
  client: ApiClient = api,
): Promise<TokenInfo> {
  return withVerification('auth-center', (headers) =>
    client.request(ACCOUNT_PATHS.passwordLogin, {
      method: 'POST',
      body,
      headers,
      schema: tokenInfoSchema,
    }),
  );
}

export async function sendCode(
  body: { email: string; purpose: OpenCodePurpose },
  client: ApiClient = api,
): Promise<void> {
  await withVerification('open-account', (headers) =>
    client.request(ACCOUNT_PATHS.sendCode, { method: 'POST', body, headers, schema: emptySchema }),
  );
}

export function codeLogin(
  body: { email: string; code: string; loginAgent: LoginAgent },
  client: ApiClient = api,
): Promise<TokenInfo> {
  return withVerification('open-account', (headers) =>
    client.request(ACCOUNT_PATHS.codeLogin, {
      method: 'POST',
      body,
      headers,
      schema: tokenInfoSchema,
    }),
  );
}

/** Creates the account; the answer's token info is a login (the e-mail code proved the address). */
export function register(body: RegisterBody, client: ApiClient = api): Promise<RegisterAnswer> {
  return client.request(ACCOUNT_PATHS.register, {
    method: 'POST',
    body,
    schema: registerAnswerSchema,
  });
}

/** Mails a reset PIN; the answer is the same whether or not the address has an account. */
export async function forgetPassword(
  body: { email: string },
  client: ApiClient = api,
): Promise<void> {
  await withVerification('open-account', (headers) =>
    client.request(ACCOUNT_PATHS.forgetPassword, {
      method: 'POST',
      body,
      headers,
      schema: emptySchema,
    }),
  );
}

export async function resetPassword(
  body: { email: string; pin: string; newPassword: string },
  client: ApiClient = api,
): Promise<void> {
  await client.request(ACCOUNT_PATHS.resetPassword, { method: 'POST', body, schema: emptySchema });
}

/** Logged in: mails a change-password code to the account's own address. */
export async function sendUserCode(client: ApiClient = api): Promise<void> {
  await withVerification('open-account', (headers) =>
    client.request(ACCOUNT_PATHS.sendUserCode, { method: 'POST', headers, schema: emptySchema }),
  );
}

export async function changePassword(
  body: ChangePasswordBody,
  client: ApiClient = api,
): Promise<void> {
  await client.request(ACCOUNT_PATHS.changePassword, {
    method: 'PUT',
    body,
    schema: emptySchema,
  });
}
