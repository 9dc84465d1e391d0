import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client.ts';
import type { GatewayEnv } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { HttpError } from '../../lib/http-error.ts';
import { hitLimits, type Limit } from '../rate-limit.ts';
import { findEditorSession } from './accounts.ts';
import { configuredEditors, editorMatcher } from './tokens.ts';

export const EDITOR_UNAUTHORIZED = 'EDITOR_UNAUTHORIZED';

/** Wrong editor tokens one address may present per window; further wrong ones answer 429. */
export const editorTokenLimit = (ip: string): Limit => ({
  key: `editor:ip:${ip}`,
  max: 20,
  windowMs: 15 * 60_000,
});

/** Sign-ins one account may try from one address per window, and one address in all. */
/**
 * Sign-in attempts per editor and address, and per address. A sign-in that succeeds clears the
 * first (editorLoginPair): an editor who signs in many times (tabs, ended sessions) is never
 * refused, while ten wrong passwords in a row from one address are.
 */
export const editorLoginPair = (name: string, ip: string): Limit => ({
  key: `editor:login:${name}|${ip}`,
  max: 10,
  windowMs: 15 * 60_000,
});
export const editorLoginLimits = (name: string, ip: string): Limit[] => [
  editorLoginPair(name, ip),
  { key: `editor:login:ip:${ip}`, max: 50, windowMs: 15 * 60_000 },
];

export interface EditorVariables {
  /** The name of the authenticated editor (an account, or a name of EDITOR_TOKENS). */
  editor: string;
  /** How: an account's session (ending at `editorExpiresAt`) or an automation token. */
  editorVia: 'account' | 'token';
  editorExpiresAt: number | null;
  /** The bearer token presented (a session's, to end it on sign-out). */
  editorToken: string;
}
export type EditorEnv = { Variables: EditorVariables };

/**
 * Requires `Authorization: Bearer <editor token or session token>` and sets `c.var.editor`.
 * Automation tokens are checked first, in constant time (editorMatcher), then the open sessions
 * of editor accounts (by the token's hash); a shopper's access token is neither. Only wrong tokens are throttled, per client address: past the limit a wrong token gets
 * 429 until the window ends, while the right one always passes, so that someone guessing from
 * the editor's own address (a shared office or mobile network) cannot lock the editor out.
 * Guessing itself is hopeless: tokens have at least 32 characters (EDITOR_TOKEN_MIN_LENGTH); the
 * throttle keeps the noise and the load of a guesser down.
 */
export function requireEditor(deps: {
  db: Db;
  env: GatewayEnv;
  clock: Clock;
}): MiddlewareHandler<EditorEnv> {
  const match = editorMatcher(configuredEditors(deps.env));
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const presented = /^Bearer\s+(\S{1,512})$/i.exec(header)?.[1];
    if (presented === undefined)
      throw new HttpError(401, EDITOR_UNAUTHORIZED, 'errors.editor.unauthorized');
    const editor = match(presented);
    if (editor !== null) {
      c.set('editor', editor);
      c.set('editorVia', 'token');
      c.set('editorExpiresAt', null);
      c.set('editorToken', presented);
      await next();
      return;
    }
    const session = await findEditorSession(deps.db, presented, deps.clock.now());
    if (session === null) {
      // throws 429 once the address is over its limit of wrong tokens
      const limit = editorTokenLimit(clientIp(c, deps.env.TRUST_PROXY));
      await hitLimits(deps.db, deps.clock.now(), [limit]);
      throw new HttpError(401, EDITOR_UNAUTHORIZED, 'errors.editor.unauthorized');
    }
    c.set('editor', session.name);
    c.set('editorVia', 'account');
    c.set('editorExpiresAt', session.expiresAt);
    c.set('editorToken', presented);
    await next();
  };
}
