import { INACTIVITY_LIMIT_MS, isLoginInfo } from './login.ts';
import { STORAGE_PREFIX } from './storage.ts';

/**
 * The session's early head script: on every full page load, before the first paint, it
 * - marks `<html data-session="in|out">`, which the header's CSS uses to show either the login
 *   links or the account menu (no flash of the wrong state);
 * - logs out a visitor inactive for more than 30 minutes (SPEC §4), or sends a visitor without
 *   a session away from a login-required page (`<html data-requires-login>`, SPEC §2, §6): the
 *   notice is stored for the next page and the page is replaced by /home of its language;
 * - otherwise counts the page view as activity.
 * Its text is the same on every page of every language (the page's home path and notice texts
 * are data attributes of the script element), so the client-side router treats it as already
 * run on every page and the CSP lists one hash. After client-side navigations the same rules are
 * applied by src/scripts/session/session.ts.
 *
 * `pageEntry` and `runEarlySession` are serialised with Function#toString into the script, so
 * they use nothing but their parameters.
 */

/** How long the notices of the shell stay (logout, inactivity, login required). */
export const SESSION_NOTICE_MS = 5000;

export type PageEntry = 'stay' | 'inactive' | 'loginRequired';

export interface PageEntryInput {
  loggedIn: boolean;
  /** Epoch ms of the last activity, or null when none is recorded. */
  lastActivity: number | null;
  /** The page is marked login-required. */
  requiresLogin: boolean;
  now: number;
  limitMs: number;
}

/** What a page load does with the session: stay, log out for inactivity, or leave for /home. */
export function pageEntry(input: PageEntryInput): PageEntry {
  if (input.loggedIn) {
    const idle = input.lastActivity === null ? 0 : input.now - input.lastActivity;
    return idle > input.limitMs ? 'inactive' : 'stay';
  }
  return input.requiresLogin ? 'loginRequired' : 'stay';
}

export interface EarlyConfig {
  /** Storage key prefix. */
  prefix: string;
  limitMs: number;
  noticeMs: number;
}

/** What the early script works on; in the page, the real document, storage and location. */
export interface EarlyEnv {
  /** The `<html>` element. */
  root: HTMLElement;
  /** The script element's data: `home` path, `inactive` and `loginRequired` notice texts. */
  data: Readonly<Record<string, string | undefined>>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now: number;
  /** The page's pathname. */
  path: string;
  replace: (href: string) => void;
}

export function runEarlySession(
  config: EarlyConfig,
  env: EarlyEnv,
  isLogin: (value: unknown) => boolean,
  decide: (input: PageEntryInput) => PageEntry,
): PageEntry {
  const key = (name: string): string => config.prefix + name;
  const read = (name: string): unknown => {
    try {
      return JSON.parse(env.storage.getItem(key(name)) ?? 'null');
    } catch {
      return null;
    }
  };
  const loggedIn = isLogin(read('session'));
  const last = read('lastActivity');
  const entry = decide({
    loggedIn,
    lastActivity: typeof last === 'number' && Number.isFinite(last) ? last : null,
    requiresLogin: env.root.hasAttribute('data-requires-login'),
    now: env.now,
    limitMs: config.limitMs,
  });
  try {
    if (entry === 'inactive') {
      env.storage.removeItem(key('session'));
      env.storage.removeItem(key('lastActivity'));
    } else if (loggedIn) {
      env.storage.setItem(key('lastActivity'), String(env.now));
    }
  } catch {
    // storage blocked or full: nothing kept
  }
  env.root.setAttribute('data-session', loggedIn && entry === 'stay' ? 'in' : 'out');
  if (entry === 'stay') return entry;
  const text = env.data[entry];
  if (text) {
    const notice = {
      id: env.now,
      kind: entry === 'inactive' ? 'error' : 'info',
      text,
      until: env.now + config.noticeMs,
      // this page never shows (it goes home at once): home shows it for its whole time
      carried: { leftMs: config.noticeMs, at: env.now },
    };
    try {
      env.storage.setItem(key('notice'), JSON.stringify(notice));
    } catch {
      // the visitor still gets home, without the reason
    }
  }
  const home = env.data['home'];
  if (home && home !== env.path.replace(/(.)\/$/, '$1')) {
    // hidden until the browser leaves: a login-required page never shows
    env.root.style.visibility = 'hidden';
    env.replace(home);
  }
  return entry;
}

/** The config of the script, the same on every page. */
export const EARLY_CONFIG: EarlyConfig = {
  prefix: STORAGE_PREFIX,
  limitMs: INACTIVITY_LIMIT_MS,
  noticeMs: SESSION_NOTICE_MS,
};

/** Marks the script element (written out in the layouts), whose data the session scripts read. */
export const EARLY_SCRIPT_ATTRIBUTE = 'data-session-early';

/** The text of the early head script (see the top of this file). */
export function earlySessionScript(): string {
  const env =
    '{root:document.documentElement,data:s?s.dataset:{},storage:sessionStorage,' +
    'now:Date.now(),path:location.pathname,replace:function(h){location.replace(h)}}';
  const code =
    `(function(){try{var s=document.currentScript;(${runEarlySession.toString()})(` +
    `${JSON.stringify(EARLY_CONFIG)},${env},${isLoginInfo.toString()},${pageEntry.toString()})` +
    `}catch(e){}})()`;
  // indentation only (no string or regular expression in these functions spans lines)
  return code.replace(/\n\s+/g, '\n');
}
