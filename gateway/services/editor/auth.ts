import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client.ts';
import type { GatewayEnv } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { HttpError } from '../../lib/http-error.ts';
import { hitLimits, tooManyRequests, type Limit } from '../rate-limit.ts';
import { configuredEditors, editorMatcher } from './tokens.ts';

export const EDITOR_UNAUTHORIZED = 'EDITOR_UNAUTHORIZED';

/** Wrong editor tokens one address may present per window before it is refused outright. */
export const editorTokenLimit = (ip: string): Limit => ({
  key: `editor:ip:${ip}`,
  max: 20,
  windowMs: 15 * 60_000,
});

export interface EditorVariables {
  /** The name of the authenticated editor (from EDITOR_TOKENS). */
  editor: string;
}
export type EditorEnv = { Variables: EditorVariables };

/** Throws 429 when `limit` is already used up (without counting this request). */
async function refuseWhenLimited(db: Db, now: number, limit: Limit): Promise<void> {
  const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs;
  const result = await db.execute({
    sql: 'SELECT count FROM rate_limits WHERE key = ? AND window_start = ?',
    args: [limit.key, windowStart],
  });
  if (Number(result.rows[0]?.['count'] ?? 0) >= limit.max)
    throw tooManyRequests(windowStart + limit.windowMs - now);
}

/**
 * Requires `Authorization: Bearer <editor token>` and sets `c.var.editor`. Tokens are compared
 * in constant time; a shopper's access token is simply not an editor token. Wrong tokens count
 * per client address: once an address used up its limit, it gets 429 whatever it sends (so a
 * guess cannot be confirmed) until the window ends.
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
    const now = deps.clock.now();
    const limit = editorTokenLimit(clientIp(c, deps.env.TRUST_PROXY));
    await refuseWhenLimited(deps.db, now, limit);
    const editor = match(presented);
    if (editor === null) {
      await hitLimits(deps.db, now, [limit]);
      throw new HttpError(401, EDITOR_UNAUTHORIZED, 'errors.editor.unauthorized');
    }
    c.set('editor', editor);
    await next();
  };
}
