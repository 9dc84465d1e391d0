import {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
} from '../../../src/lib/api/client.ts';
import { setLanguage } from '../../../src/lib/session/language.ts';
import { $notice } from '../../../src/lib/session/notice.ts';
import { clearSession, setLogin, type LoginInfo } from '../../../src/lib/session/session.ts';
import { clearCatalogCache } from '../../../src/lib/session/site.ts';

export interface Harness {
  client: ApiClient;
  notices: { kind: string; text: string; durationMs: number }[];
  navigations: string[];
  /** Timers the client scheduled; run them with `runTimers()`. */
  timers: { ms: number; callback: () => void }[];
  runTimers: () => void;
}

/** A client against `baseURL` whose notices, navigations and timers are recorded. */
export function harness(baseURL: string, options: ApiClientOptions = {}): Harness {
  const notices: Harness['notices'] = [];
  const navigations: string[] = [];
  const timers: Harness['timers'] = [];
  const client = createApiClient({
    baseURL,
    onNotice: (kind, text, durationMs) => notices.push({ kind, text, durationMs }),
    navigate: (path) => navigations.push(path),
    setTimer: (callback, ms) => timers.push({ ms, callback }),
    ...options,
  });
  return {
    client,
    notices,
    navigations,
    timers,
    runTimers: () => {
      for (const timer of timers.splice(0)) timer.callback();
    },
  };
}

export const HOUR_MS = 3_600_000;

export function login(overrides: Partial<LoginInfo> = {}, now: number = Date.now()): LoginInfo {
  const info: LoginInfo = {
    token: 'token-1',
    refreshToken: 'refresh-1',
    createAt: now,
    expiresIn: HOUR_MS,
    loginAgent: 'PC',
    ...overrides,
  };
  setLogin(info, now);
  return info;
}

/** Puts every store back to its initial state. */
export function resetStores(): void {
  clearSession();
  $notice.set(null);
  clearCatalogCache();
  setLanguage('zh-TW');
}
