import { CAPTCHA_ROUTES } from '../../../src/lib/contract/routes.ts';
import { spawn } from 'node:child_process';
import { configure } from '@testing-library/react';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { setVerifier } from '../../../src/lib/account/verification.ts';
import { encryptPayload } from '../../../src/lib/captcha/crypto.ts';
import { tokenInfoSchema, type TokenInfo } from '../../../src/lib/contract/auth.ts';
import {
  CAPTCHA_VERIFICATION_HEADER,
  captchaChallengeSchema,
  captchaVerificationSchema,
  devCaptchaAnswerSchema,
  type CaptchaScope,
} from '../../../src/lib/contract/captcha.ts';

export const OPEN = '/cl-odss-app/open/account/info';

// Each protected call first solves a captcha on the real gateway (three calls and an image):
// give findBy/waitFor more than their default second on a loaded machine.
configure({ asyncUtilTimeout: 5000 });
export const PASSWORD = 'Secret#123';

/** The real gateway (own temporary database, dev mode) in a child process, on real time. */
export interface RunningGateway {
  url: string;
  /** The newest 6-digit code mailed to `to`, or null when none was mailed. */
  lastCode(to: string): Promise<string | null>;
  /** A captcha verification token of `scope`, solved with the dev answer. */
  captchaToken(scope: CaptchaScope): Promise<string>;
  /**
   * Calls the gateway directly (not through the island), in English; the protected calls get a
   * solved captcha token.
   */
  call(path: string, init?: { method?: string; body?: unknown; token?: string }): Promise<Response>;
  /** Registers `email` with PASSWORD through the real code flow. */
  register(email: string): Promise<void>;
  login(email: string, password?: string): Promise<TokenInfo>;
  /** Moves the gateway's clock forward (POST /dev/clock): orders and refunds step on it. */
  advanceClock(ms: number): Promise<void>;
  close(): Promise<void>;
}

const envelope = z.object({
  state: z.string(),
  code: z.string(),
  msg: z.string(),
  data: z.unknown(),
});
export const bodyOf = async (res: Response) => envelope.parse(await res.json());

/** The calls that need a captcha token, with its scope. */
const PROTECTED: Readonly<Record<string, CaptchaScope>> = {
  '/uw-auth-center/auth/login': 'auth-center',
  [`${OPEN}/login`]: 'open-account',
  [`${OPEN}/sendCode`]: 'open-account',
  [`${OPEN}/forgetPassword`]: 'open-account',
  '/cl-odss-app/guest/user/info/sendCode': 'open-account',
};

/**
 * Starts the gateway process; `env` adds gateway variables (gateway/env.ts) to its
 * configuration, e.g. UNCAPPED_HOLDS.
 */
export async function startGateway(
  env: Readonly<Record<string, string>> = {},
): Promise<RunningGateway> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'gateway-process.ts')],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, GATEWAY_TEST_ENV: JSON.stringify(env) },
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) =>
      resolve(z.object({ url: z.string() }).parse(JSON.parse(line)).url),
    );
    child.once('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
  });

  let solved = 0;
  const post = async (path: string, body: unknown, ip: string): Promise<unknown> => {
    const res = await fetch(url + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const parsed = await bodyOf(res);
    if (res.status !== 200) throw new Error(`${path} ${res.status} ${parsed.msg}`);
    return parsed.data;
  };
  const captchaToken = async (scope: CaptchaScope): Promise<string> => {
    solved += 1;
    const ip = `10.251.${(solved >> 8) & 255}.${solved & 255}`;
    const challenge = captchaChallengeSchema.parse(
      await post(CAPTCHA_ROUTES[scope].paths.gen, { captchaType: 'CALCULATE' }, ip),
    );
    const { answer } = devCaptchaAnswerSchema.parse(
      await post(`/dev/captcha/${challenge.captchaId}`, undefined, ip),
    );
    const data = encryptPayload(challenge.captchaId, {
      answerData: JSON.stringify(answer),
      opTime: 900,
    });
    const verified = captchaVerificationSchema.parse(
      await post(
        CAPTCHA_ROUTES[scope].paths.check,
        { captchaId: challenge.captchaId, captchaType: challenge.captchaType, data },
        ip,
      ),
    );
    return verified.captchaVerification;
  };
  // The islands ask this verifier before each protected call, as the captcha dialog would.
  const removeVerifier = setVerifier(captchaToken);

  const call: RunningGateway['call'] = async (path, init = {}) => {
    const headers: Record<string, string> = { 'Accept-Language': 'en' };
    const scope = PROTECTED[path];
    if (scope !== undefined) headers[CAPTCHA_VERIFICATION_HEADER] = await captchaToken(scope);
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
  const advanceClock = async (ms: number) => {
    const res = await call('/dev/clock', { body: { advanceMs: ms } });
    if (res.status !== 200) throw new Error(`/dev/clock ${res.status}`);
  };
  return {
    url,
    lastCode,
    call,
    register,
    login,
    advanceClock,
    captchaToken,
    close: async () => {
      removeVerifier();
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
