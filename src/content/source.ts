import { tsImport } from 'tsx/esm/api';
import * as z from 'zod/mini';
import type * as EmbeddedModule from '../../gateway/embedded.ts';
import type { Language } from '../lib/contract/common.ts';

/**
 * Where the content loader reads the CMS from: the embedded gateway (default, works offline)
 * or a gateway over HTTP when CMS_API_URL is set. The only module that reads the environment
 * for the content pipeline.
 */
export interface CmsSource {
  /** For messages: "the embedded gateway" or the gateway's URL. */
  readonly label: string;
  /** GET `pathAndQuery` (e.g. `/cl-odss-app/guest/site/cms/listPoi?regionCode=GZ`). */
  get(pathAndQuery: string, lang: Language): Promise<Response>;
  close(): Promise<void>;
}

const envSchema = z.object({
  CMS_API_URL: z.optional(z.url({ protocol: /^https?$/ })),
  CMS_API_TIMEOUT_MS: z._default(
    z.pipe(
      z.string().check(z.regex(/^\d{1,6}$/)),
      z.transform((s: string) => Number(s)),
    ),
    30_000,
  ),
  /** 1: every build fetches the whole CMS instead of only what changed since the last one. */
  CMS_FULL_SYNC: z._default(
    z.pipe(
      z.enum(['0', '1']),
      z.transform((s: '0' | '1') => s === '1'),
    ),
    false,
  ),
});
export type SourceEnv = z.output<typeof envSchema>;

/** Parses the content pipeline's variables. Empty strings count as unset. */
export function readSourceEnv(env: Record<string, string | undefined> = process.env): SourceEnv {
  const picked = Object.fromEntries(
    (['CMS_API_URL', 'CMS_API_TIMEOUT_MS', 'CMS_FULL_SYNC'] as const)
      .map((name) => [name, env[name]?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(picked);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))].join(', ');
    throw new Error(
      `Invalid content source configuration: ${names}. CMS_API_URL must be an http(s) URL of a ` +
        'gateway, CMS_API_TIMEOUT_MS a number of milliseconds and CMS_FULL_SYNC 0 or 1; unset ' +
        'CMS_API_URL to build from the embedded gateway.',
    );
  }
  return parsed.data;
}

const headers = (lang: Language) => ({ 'Accept-Language': lang, Accept: 'application/json' });

/** Hosts of this machine: the publishing worker and the rebuilder's builds ask their own server. */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A gateway over HTTP; every call has a timeout. On the loopback the answers come
 * uncompressed: the bytes cost nothing there, while compressing and decompressing them cost
 * both processes CPU (at ten times the demo site, the stamps of the whole CMS on every publish).
 */
export function httpSource(baseUrl: string, timeoutMs: number): CmsSource {
  const base = baseUrl.replace(/\/+$/, '');
  const encoding = LOOPBACK_HOSTS.has(new URL(base).hostname)
    ? { 'Accept-Encoding': 'identity' }
    : {};
  return {
    label: base,
    get: (pathAndQuery, lang) =>
      fetch(base + pathAndQuery, {
        headers: { ...headers(lang), ...encoding },
        signal: AbortSignal.timeout(timeoutMs),
      }),
    close: async () => {},
  };
}

/** The embedded gateway (gateway/embedded.ts): migrates and seeds its database, no network. */
export async function embeddedSource(): Promise<CmsSource> {
  // Loaded by Node through tsx rather than through Vite: Astro closes the module runner of the
  // content config before loaders run, and the gateway imports parts of itself lazily.
  const { createEmbeddedGateway } = (await tsImport(
    '../../gateway/embedded.ts',
    import.meta.url,
  )) as typeof EmbeddedModule;
  let gateway: Awaited<ReturnType<typeof createEmbeddedGateway>>;
  try {
    gateway = await createEmbeddedGateway();
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The embedded gateway could not prepare its database (${cause}). Fix the gateway or its ` +
        'seed, or set CMS_API_URL to build from a running gateway.',
      { cause: error },
    );
  }
  return {
    label: 'the embedded gateway',
    get: (pathAndQuery, lang) => gateway.request(pathAndQuery, { headers: headers(lang) }),
    close: () => gateway.close(),
  };
}

/** The configured source: CMS_API_URL when set, otherwise the embedded gateway. */
export async function createSource(env?: Record<string, string | undefined>): Promise<CmsSource> {
  const { CMS_API_URL, CMS_API_TIMEOUT_MS } = readSourceEnv(env);
  return CMS_API_URL === undefined ? embeddedSource() : httpSource(CMS_API_URL, CMS_API_TIMEOUT_MS);
}
