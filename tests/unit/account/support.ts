import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { tokenInfoSchema, type TokenInfo } from '../../../src/lib/contract/auth.ts';

export const OPEN = '/cl-odss-app/open/account/info';
export const PASSWORD = 'Secret#123';

/** The real gateway (own temporary database, dev mode) in a child process, on real time. */
export interface RunningGateway {
  url: string;
  /** The newest 6-digit code mailed to `to`, or null when none was mailed. */
  lastCode(to: string): Promise<string | null>;
  /** Calls the gateway directly (not through the island), in English. */
  call(path: string, init?: { method?: string; body?: unknown; token?: string }): Promise<Response>;
  /** Registers `email` with PASSWORD through the real code flow. */
  register(email: string): Promise<void>;
  login(email: string, password?: string): Promise<TokenInfo>;
  close(): Promise<void>;
}

const envelope = z.object({
  state: z.string(),
  code: z.string(),
  msg: z.string(),
  data: z.unknown(),
});
export const bodyOf = async (res: Response) => envelope.parse(await res.json());

export async function startGateway(): Promise<RunningGateway> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'gateway-process.ts')],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) =>
      resolve(z.object({ url: z.string() }).parse(JSON.parse(line)).url),
    );
    child.once('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
  });

  const call: RunningGateway['call'] = (path, init = {}) => {
    const headers: Record<string, string> = { 'Accept-Language': 'en' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (init.token !== undefined) headers['Authorization'] = `Bearer ${init.token}`;
    return fetch(url + path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  };
  const lastCode = async (to: string) => {
    const res = await call(`/dev/mailbox?to=${encodeURIComponent(to)}`);
    const mails = z.array(z.object({ body: z.string() })).parse((await bodyOf(res)).data);
    return /\b(\d{6})\b/.exec(mails[0]?.body ?? '')?.[1] ?? null;
  };
  const register = async (email: string) => {
    const sent = await call(`${OPEN}/sendCode`, { body: { email, purpose: 'register' } });
    if (sent.status !== 200) throw new Error(`sendCode ${sent.status}`);
    const res = await call(`${OPEN}/register`, {
      body: {
        surname: 'Chan',
        firstName: 'Tai Man',
        birthday: '1990-05-17',
        residence: 'HK',
        email,
        phoneAreaCode: '+852',
        phone: '91234567',
        password: PASSWORD,
        emailCode: await lastCode(email),
        agreeTerms: true,
      },
    });
    if (res.status !== 200) throw new Error(`register ${res.status}`);
  };
  const login = async (email: string, password = PASSWORD) => {
    const res = await call('/uw-auth-center/auth/login', {
      body: { email, password, loginAgent: 'PC' },
    });
    const body = await bodyOf(res);
    if (res.status !== 200) throw new Error(`login ${res.status} ${body.msg}`);
    return tokenInfoSchema.parse(body.data);
  };
  return {
    url,
    lastCode,
    call,
    register,
    login,
    close: async () => {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

let counter = 0;
/** A fresh address per test. */
export const freshEmail = (tag: string): string =>
  `${tag}.${Date.now().toString(36)}.${(counter++).toString(36)}@example.hk`;
