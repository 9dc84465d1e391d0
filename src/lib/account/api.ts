import { AUTH_ROUTES, OPEN_ACCOUNT_ROUTES, USER_ROUTES } from '../contract/routes.ts';
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
    client.request(AUTH_ROUTES.paths.passwordLogin, {
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
    client.request(OPEN_ACCOUNT_ROUTES.paths.sendCode, {
      method: 'POST',
      body,
      headers,
      schema: emptySchema,
    }),
  );
}

export function codeLogin(
  body: { email: string; code: string; loginAgent: LoginAgent },
  client: ApiClient = api,
): Promise<TokenInfo> {
  return withVerification('open-account', (headers) =>
    client.request(OPEN_ACCOUNT_ROUTES.paths.codeLogin, {
      method: 'POST',
      body,
      headers,
      schema: tokenInfoSchema,
    }),
  );
}

/** Creates the account; the answer's token info is a login (the e-mail code proved the address). */
export function register(body: RegisterBody, client: ApiClient = api): Promise<RegisterAnswer> {
  return client.request(OPEN_ACCOUNT_ROUTES.paths.register, {
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
    client.request(OPEN_ACCOUNT_ROUTES.paths.forgetPassword, {
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
  await client.request(OPEN_ACCOUNT_ROUTES.paths.resetPassword, {
    method: 'POST',
    body,
    schema: emptySchema,
  });
}

/** Logged in: mails a change-password code to the account's own address. */
export async function sendUserCode(client: ApiClient = api): Promise<void> {
  await withVerification('open-account', (headers) =>
    client.request(USER_ROUTES.paths.sendCode, { method: 'POST', headers, schema: emptySchema }),
  );
}

export async function changePassword(
  body: ChangePasswordBody,
  client: ApiClient = api,
): Promise<void> {
  await client.request(USER_ROUTES.paths.changePassword, {
    method: 'PUT',
    body,
    schema: emptySchema,
  });
}
