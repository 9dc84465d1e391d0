import * as z from 'zod/mini';
import type { LoginInfo, TokenInfo } from './login.ts';

/**
 * The session API of the api client and the islands: the login stores of login.ts (which every
 * page loads without zod) plus the zod/mini schemas that validate token info from the gateway.
 */
export * from './login.ts';

const tokenSchema = z.string().check(z.minLength(1));

/** A login as the gateway issues it (SPEC §3), see {@link LoginInfo}. */
export const loginInfoSchema: z.ZodMiniType<LoginInfo> = z.object({
  token: tokenSchema,
  refreshToken: z.string(),
  createAt: z.number(),
  expiresIn: z.number(),
  loginAgent: z.string(),
});

/** `data` of the refreshToken call, see {@link TokenInfo}. */
export const tokenInfoSchema: z.ZodMiniType<TokenInfo> = z.object({
  token: tokenSchema,
  refreshToken: z.optional(z.string()),
  createAt: z.optional(z.number()),
  expiresIn: z.optional(z.number()),
  loginAgent: z.optional(z.string()),
});
