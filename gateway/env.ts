import { isIPv4 } from 'node:net';
import * as z from 'zod/mini';
import { mailboxProblem, smtpUrlProblem } from './mail/config.ts';
import { editorTokensProblem, parseEditorTokens } from './services/editor/tokens.ts';
import { travellerKeyProblem } from './lib/traveller-key.ts';

/**
 * The gateway's configuration: every environment variable it reads, parsed once by one schema.
 * Nothing else in gateway/ reads process.env; callers pass the parsed {@link GatewayEnv} around.
 *
 * | variable            | default                   | meaning                                          |
 * |---------------------|---------------------------|--------------------------------------------------|
 * | DATABASE_URL        | file:data/storefront.db   | `file:` embedded SQLite, or `postgres://…`       |
 * |                     |                           | (PostgreSQL, shared by several processes)        |
 * | DATABASE_POOL_SIZE  | 10                        | PostgreSQL connections per process (2-100)       |
 * | MEDIA_DIR           | data/media                | where seed images are rendered and served from   |
 * | GATEWAY_DEV         | 0 (`npm start`: 1 on a    | 1/0 (true/false): dev mode: the /dev routes      |
 * |                     | loopback HOST)            | (mailbox, captcha answers, clock, suspend) and   |
 * |                     |                           | the demo editor token; loopback HOST only        |
 * | HOST                | 127.0.0.1                 | interface to listen on; set 0.0.0.0 in containers |
 * | PORT                | 4321                      | port of the site and gateway                     |
 * | ACCESS_TOKEN_TTL_SECONDS  | 1800                | life of an access token (then 498)               |
 * | REFRESH_TOKEN_TTL_SECONDS | 2592000 (30 days)   | life of a refresh token                          |
 * | TRUST_PROXY         | 0                         | 1: the client IP is the last X-Forwarded-For hop |
 * | SMTP_URL            | (none: mail stays queued) | smtp://[user:pass@]host[:587] (STARTTLS when     |
 * |                     |                           | offered) or smtps://…[:465]; sends the outbox    |
 * | MAIL_FROM           | no-reply@localhost        | sender: `addr` or `Name <addr>`                  |
 * | SITE_URL            | http://localhost:PORT     | public origin of the storefront, for the links   |
 * |                     |                           | in mails (https://shop.example.com)              |
 * | UPLOAD_DIR          | data/uploads              | folder of uploaded files (outside the web root)  |
 * | UPLOAD_POLICY_SECRET | (random, in the database) | HMAC-SHA256 key of upload policies, 32+ chars   |
 * | EDITOR_TOKENS       | (dev: demo-editor; else   | editors of the editor API: comma-separated       |
 * |                     | none: editor API all 401) | `name:token` pairs, name [a-z0-9._-]{1,40},      |
 * |                     |                           | token 32+ chars (services/editor/tokens.ts)      |
 * | PUBLISH_WEBHOOK_URL | (none)                    | http(s) URL POSTed on publish (debounced) when   |
 * |                     |                           | the server has no local rebuilder                |
 * | PUBLISH_WEBHOOK_SECRET | (none: unsigned)       | 32+ chars: X-Publish-Signature: sha256=<HMAC>    |
 * | TRAVELLER_ID_KEY    | (dev: generated, kept in  | AES-256-GCM key of saved travellers' ID numbers: |
 * |                     | the database; production: | 32 bytes, base64 or hex; without it in           |
 * |                     | none: travellers are off) | production saved travellers answer 503           |
 * | ORDER_LINK_SECRET   | (random, kept in the      | HMAC-SHA256 key of the order links mailed by     |
 * |                     | database)                 | order lookup and the confirmation, 32+ chars     |
 * | ORDER_HOLD_MAX_ORDERS  | 5                      | unpaid orders one account may hold at once       |
 * | ORDER_HOLD_MAX_UNITS   | 40                     | tickets or rooms in them, all lines together     |
 * | ORDER_HOLD_MAX_PER_DATE | 20                    | of one ticket or room type (SKU) for one date,   |
 * |                     |                           | session or night (DESIGN §7: no one holds a day) |
 * | READ_CACHE          | 1                         | 0: no in-process cache of content answers        |
 * |                     |                           | (services/read-cache.ts; for comparisons)        |
 * | ORDER_SWEEP_MS      | 30000                     | how often unpaid orders past their time expire   |
 * |                     |                           | (one process of a cluster per round)             |
 * | WAITLIST_OFFER_MINUTES | 30                     | how long freed places offered to the next person |
 * |                     |                           | of a waiting list stay held for them (5-1440);   |
 * |                     |                           | the pages and the offer mail show this value     |
 *
 * Production is the default (DESIGN §6): without GATEWAY_DEV there are no /dev routes and no demo
 * editor. Dev mode reveals every mailed code and captcha answer and lets anyone move the clock
 * and edit the CMS, so it is refused (parseEnv throws, the server does not start) unless HOST is
 * a loopback address: 127.0.0.0/8, ::1 or localhost. HOST itself defaults to loopback too.
 */
const flag = z.stringbool({ truthy: ['1', 'true'], falsy: ['0', 'false'] });
const port = z.pipe(
  z.string().check(z.regex(/^\d{1,5}$/)),
  z.pipe(
    z.transform((s: string) => Number(s)),
    z.number().check(z.gte(1), z.lte(65535)),
  ),
);

const seconds = z.pipe(
  z.string().check(z.regex(/^\d{1,9}$/)),
  z.pipe(
    z.transform((s: string) => Number(s)),
    z.number().check(z.gte(1)),
  ),
);

/** A whole number of at least 1 (a count of orders or units). */
const count = z.pipe(
  z.string().check(z.regex(/^\d{1,6}$/)),
  z.pipe(
    z.transform((s: string) => Number(s)),
    z.number().check(z.gte(1)),
  ),
);

/**
 * The hold of a waiting-list offer: at least 5 minutes (time to read the mail and pay), at most
 * a day (longer keeps freed places off sale while the next waiters could buy them).
 */
const MIN_WAIT_OFFER_MINUTES = 5;
const MAX_WAIT_OFFER_MINUTES = 24 * 60;
export const DEFAULT_WAIT_OFFER_MINUTES = 30;

/** A string that `problem` finds nothing wrong with; the issue carries the problem. */
const checked = (problem: (value: string) => string | null) =>
  z.string().check(
    z.superRefine((value: string, ctx) => {
      const found = problem(value);
      if (found !== null) ctx.addIssue({ code: 'custom', message: found, input: value });
    }),
  );

/** Why a SITE_URL is refused: an http(s) origin, nothing after it. */
function siteUrlProblem(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'use an http(s):// URL';
    if (url.username !== '' || url.password !== '') return 'no user or password';
    return url.pathname === '/' && url.search === '' && url.hash === ''
      ? null
      : 'an origin only (https://shop.example.com), no path';
  } catch {
    return 'not a URL';
  }
}

/** Why a PUBLISH_WEBHOOK_URL is refused (never repeating it: it may hold a secret). */
function webhookUrlProblem(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? null
      : 'use an http:// or https:// URL';
  } catch {
    return 'not a URL';
  }
}

export const envSchema = z.object({
  DATABASE_URL: z._default(
    z.string().check(z.regex(/^(file:|postgres:\/\/|postgresql:\/\/)/)),
    'file:data/storefront.db',
  ),
  DATABASE_POOL_SIZE: z._default(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/)),
      z.pipe(
        z.transform((s: string) => Number(s)),
        z.number().check(z.gte(2), z.lte(100)),
      ),
    ),
    10,
  ),
  MEDIA_DIR: z._default(z.string().check(z.minLength(1)), 'data/media'),
  GATEWAY_DEV: z._default(flag, false),
  HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  PORT: z._default(port, 4321),
  ACCESS_TOKEN_TTL_SECONDS: z._default(seconds, 1800),
  REFRESH_TOKEN_TTL_SECONDS: z._default(seconds, 30 * 24 * 3600),
  TRUST_PROXY: z._default(flag, false),
  // optional without a default, MAIL_FROM included: mail/config.ts has DEFAULT_MAIL_FROM
  SMTP_URL: z.optional(checked(smtpUrlProblem)),
  MAIL_FROM: z.optional(checked(mailboxProblem)),
  // optional: the links in mails fall back to http://localhost:PORT (siteOrigin)
  SITE_URL: z.optional(checked(siteUrlProblem)),
  // optional without a default, like MAIL_FROM: services/storage has DEFAULT_UPLOAD_DIR
  UPLOAD_DIR: z.optional(z.string().check(z.minLength(1))),
  // optional: without it a random key is made once and kept in the database (gateway_setting)
  UPLOAD_POLICY_SECRET: z.optional(z.string().check(z.minLength(32))),
  // optional: without it the dev mode has one demo editor, production none (services/editor)
  EDITOR_TOKENS: z.optional(
    z.pipe(
      checked(editorTokensProblem),
      z.transform((s: string) => parseEditorTokens(s)),
    ),
  ),
  PUBLISH_WEBHOOK_URL: z.optional(checked(webhookUrlProblem)),
  PUBLISH_WEBHOOK_SECRET: z.optional(z.string().check(z.minLength(32))),
  // optional: without it saved travellers are off in production (a generated key in dev mode)
  TRAVELLER_ID_KEY: z.optional(checked(travellerKeyProblem)),
  // optional: without it the links are signed with a random key kept in the database
  ORDER_LINK_SECRET: z.optional(z.string().check(z.minLength(32))),
  ORDER_HOLD_MAX_ORDERS: z._default(count, 5),
  ORDER_HOLD_MAX_UNITS: z._default(count, 40),
  ORDER_HOLD_MAX_PER_DATE: z._default(count, 20),
  ORDER_SWEEP_MS: z._default(count, 30_000),
  WAITLIST_OFFER_MINUTES: z._default(
    z.pipe(
      z.string().check(z.regex(/^\d{1,4}$/)),
      z.pipe(
        z.transform((s: string) => Number(s)),
        z.number().check(z.gte(MIN_WAIT_OFFER_MINUTES), z.lte(MAX_WAIT_OFFER_MINUTES)),
      ),
    ),
    DEFAULT_WAIT_OFFER_MINUTES,
  ),
  READ_CACHE: z._default(flag, true),
});

export type GatewayEnv = z.output<typeof envSchema>;

/** The public origin of the storefront, for links in mails (no trailing slash). */
export const siteOrigin = (env: Pick<GatewayEnv, 'SITE_URL' | 'PORT'>): string =>
  (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
export type EnvVarName = keyof z.input<typeof envSchema>;
/** Raw variables, as strings, e.g. overrides passed to createEmbeddedGateway. */
export type EnvInput = Partial<Record<EnvVarName, string>>;

const VAR_NAMES = Object.keys(envSchema.shape) as EnvVarName[];

/** Whether `host` (a HOST value) listens on the loopback interface only. */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost' || bare === '::1' || bare === '0:0:0:0:0:0:0:1') return true;
  const v4 = bare.replace(/^::ffff:/, '');
  return isIPv4(v4) && v4.startsWith('127.');
}

/** Why dev mode may not run with this HOST: the /dev routes would be on the network. */
export const devModeRefusal = (host: string): string =>
  `GATEWAY_DEV=1 refused with HOST=${host}: dev mode (the /dev routes, which show every mailed code and captcha answer and move the clock, and the demo editor token) runs on a loopback HOST only (127.0.0.1, ::1 or localhost). For production unset GATEWAY_DEV; for the demo set HOST=127.0.0.1.`;

/**
 * Parses a record of variables (process.env by default). Empty strings count as unset.
 * Throws one readable error naming every bad variable, and refuses dev mode on a HOST other
 * than loopback ({@link devModeRefusal}).
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): GatewayEnv {
  const picked: EnvInput = {};
  for (const name of VAR_NAMES) {
    const value = source[name];
    if (value !== undefined && value.trim() !== '') picked[name] = value.trim();
  }
  const result = envSchema.safeParse(picked);
  if (result.success) {
    if (result.data.GATEWAY_DEV && !isLoopbackHost(result.data.HOST))
      throw new Error(devModeRefusal(result.data.HOST));
    return result.data;
  }
  const names = [...new Set(result.error.issues.map((i) => String(i.path[0] ?? '')))];
  // the reasons of the custom checks (SMTP_URL, MAIL_FROM); they never repeat the value
  const reasons = result.error.issues
    .filter((i) => i.code === 'custom')
    .map((i) => ` ${String(i.path[0] ?? '')}: ${i.message}.`);
  throw new Error(
    `Invalid gateway environment: ${names.join(', ')}. Check these variables (see gateway/env.ts).${reasons.join('')}`,
  );
}

/** process.env with the given overrides on top, parsed. */
export function loadEnv(overrides: EnvInput = {}): GatewayEnv {
  return parseEnv({ ...process.env, ...overrides });
}
