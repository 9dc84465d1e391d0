import { AUTH_ROUTES, CAPTCHA_ROUTES } from '../contract/routes.ts';
import { FetchError, ofetch, type FetchContext } from 'ofetch';
import type * as z from 'zod/mini';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../contract/common.ts';
import { envelopeSchema } from '../contract/envelope.ts';
import { $language } from '../session/language.ts';
import { translate as defaultTranslate, type Translate } from '../session/messages.ts';
import { showNotice, type NoticeKind } from '../session/notice.ts';
import {
  $session,
  ANONYMOUS_TOKEN,
  bearerToken,
  clearSession,
  isInactive,
  isTokenExpired,
  mergeTokenInfo,
  tokenInfoSchema,
  touchActivity,
} from '../session/session.ts';
import { resolveApiBase } from './base-url.ts';
import { publicApiBase } from './env.ts';
import { ApiError, CLIENT_ERROR_CODES, withMessage } from './errors.ts';
import { parseResponseText } from './json.ts';
import {
  pathOf,
  sentToken,
  toFetchOptions,
  type RequestOptions,
  type ResponseKind,
} from './request.ts';
import { describeFailure, unwrapEnvelope } from './response.ts';
import { unauthorizedMessage } from './session-messages.ts';

export type { HttpMethod, RequestBody, RequestOptions } from './request.ts';

export const CLIENT_VERSION = '1.2.75';
export const CLIENT_VERSION_HEADER = 'X-Client-Version';
/** SPEC §9: HTTP timeout. */
export const HTTP_TIMEOUT_MS = 30_000;
export const HOME_PATH = '/home';
/** SPEC §8: after a 401 the visitor is sent home after 1 second. */
export const UNAUTHORIZED_REDIRECT_MS = 1000;
/** SPEC §8: the "login expired" notice of a failed refresh stays 5 seconds. */
export const LOGIN_EXPIRED_NOTICE_MS = 5000;
/**
 * The 401/403 notices outlive the redirect to /home (after 1 s or at once) long enough to be
 * read on the next page.
 */
const SESSION_NOTICE_MS = 5000;

/** Auth-centre calls that reset the inactivity clock before it is checked (SPEC §7). */
const ACTIVITY_RESET_PATHS: ReadonlySet<string> = new Set([
  CAPTCHA_ROUTES['auth-center'].paths.gen,
  AUTH_ROUTES.paths.passwordLogin,
  AUTH_ROUTES.paths.logout,
]);

export interface ApiClientOptions {
  /** Gateway base address; by default PUBLIC_API_BASE or derived from the page host. */
  baseURL?: string;
  timeout?: number;
  translate?: Translate;
  /** Shows a notice; by default the `$notice` toast store. */
  onNotice?: (kind: NoticeKind, text: string, durationMs: number) => void;
  /** Goes to a page; by default `window.location.assign`. */
  navigate?: (path: string) => void;
  /** The path in the current language; by default the page's language prefix is kept. */
  localePath?: (path: string) => string;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => void;
  /**
   * The page is for logged-in visitors only; by default `<html data-requires-login>`. A failed
   * token refresh there sends the visitor home (the page has nothing left to show).
   */
  loginRequired?: () => boolean;
}

export interface ApiClient {
  /** Calls the gateway and returns the envelope's `data`, validated by `schema`. */
  request<T>(path: string, options: RequestOptions & { schema: z.ZodMiniType<T> }): Promise<T>;
  /** Calls the gateway and returns the envelope's `data`, unvalidated. */
  request(path: string, options?: RequestOptions): Promise<unknown>;
  /** Calls the gateway for a file (for example a voucher PDF) and returns it as a Blob. */
  blob(path: string, options?: RequestOptions): Promise<Blob>;
  /** Refreshes the token now (single-flight); false when the session ended. */
  refreshToken(): Promise<boolean>;
}

const refreshEnvelopeSchema = envelopeSchema(tokenInfoSchema);

const LOCALE_SEGMENTS: ReadonlySet<string> = new Set(
  LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE).map((l) => l.toLowerCase()),
);

/** Keeps the current page's language prefix: on `/en/GZ`, `/home` → `/en/home`. */
function keepLocalePrefix(path: string): string {
  if (typeof window === 'undefined') return path;
  const first = window.location.pathname.split('/')[1]?.toLowerCase() ?? '';
  return LOCALE_SEGMENTS.has(first) ? `/${first}${path}` : path;
}

function defaultApiBase(): string {
  return typeof window === 'undefined' ? '' : resolveApiBase(window.location, publicApiBase());
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const translate = options.translate ?? defaultTranslate;
  const now = options.now ?? (() => Date.now());
  const notify =
    options.onNotice ??
    ((kind: NoticeKind, text: string, durationMs: number) => {
      showNotice(kind, text, durationMs, now());
    });
  const navigate =
    options.navigate ??
    ((path: string) => {
      if (typeof window !== 'undefined') window.location.assign(path);
    });
  const localePath = options.localePath ?? keepLocalePrefix;
  const setTimer =
    options.setTimer ??
    ((callback: () => void, ms: number) => {
      setTimeout(callback, ms);
    });
  const timeout = options.timeout ?? HTTP_TIMEOUT_MS;
  const loginRequired =
    options.loginRequired ??
    (() =>
      typeof document !== 'undefined' &&
      document.documentElement.hasAttribute('data-requires-login'));
  let resolvedBase = options.baseURL;
  const baseURL = (): string => (resolvedBase ??= defaultApiBase());

  const versionHeaders = { [CLIENT_VERSION_HEADER]: CLIENT_VERSION };

  /** The one client with interceptors. */
  const $fetch = ofetch.create({
    timeout,
    retry: false,
    headers: versionHeaders,
    parseResponse: parseResponseText,
    onRequest({ options: o }: FetchContext) {
      o.baseURL ||= baseURL();
      o.headers.set('Accept-Language', $language.get());
      // SPEC §3, §6: a visitor who is not logged in calls with the placeholder token.
      o.headers.set('Authorization', `Bearer ${bearerToken() ?? ANONYMOUS_TOKEN}`);
      // parseResponse would force JSON; files are passed through untouched.
      if (o.responseType !== undefined && o.responseType !== 'json') delete o.parseResponse;
    },
  });
  /** The refresh call goes through a client without interceptors, so it never refreshes. */
  const $bare = ofetch.create({
    timeout,
    retry: false,
    headers: versionHeaders,
    parseResponse: parseResponseText,
  });

  function endSession(text: string, redirectAfterMs: number): void {
    clearSession();
    notify('error', text, SESSION_NOTICE_MS);
    const goHome = (): void => navigate(localePath(HOME_PATH));
    if (redirectAfterMs > 0) setTimer(goHome, redirectAfterMs);
    else goHome();
  }

  async function refresh(): Promise<boolean> {
    const session = $session.get();
    if (session === null) return false;
    try {
      const body: unknown = await $bare(AUTH_ROUTES.paths.refreshToken, {
        method: 'POST',
        baseURL: baseURL(),
        query: { refreshToken: session.refreshToken, loginAgent: session.loginAgent },
      });
      const parsed = refreshEnvelopeSchema.safeParse(body);
      if (parsed.success && parsed.data.state === 'success') {
        if ($session.get()?.token === session.token) mergeTokenInfo(parsed.data.data, now());
        return bearerToken() !== null;
      }
    } catch {
      // Any failure of the refresh call ends the session below.
    }
    if ($session.get()?.token === session.token) {
      clearSession();
      notify('error', translate('session.loginExpired'), LOGIN_EXPIRED_NOTICE_MS);
      // SPEC §8: logged out; a login-required page has nothing left to show, so home (the
      // notice is kept in the session and shown there for its 5 seconds).
      if (loginRequired()) navigate(localePath(HOME_PATH));
    }
    return false;
  }

  let refreshing: Promise<boolean> | null = null;
  /** Single-flight: every caller waiting for a refresh shares one in-flight promise. */
  function refreshToken(): Promise<boolean> {
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function beforeCall(path: string): Promise<void> {
    const time = now();
    if (ACTIVITY_RESET_PATHS.has(path)) touchActivity(time);
    if (isInactive(time)) {
      const text = translate('session.inactive');
      endSession(text, 0);
      throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.inactive, msg: text });
    }
    touchActivity(time);
    if (path !== AUTH_ROUTES.paths.refreshToken && bearerToken() !== null && isTokenExpired(time)) {
      await refreshToken();
    }
  }

  /** What to do with a 498: replay, give up because the login is gone, or pass it on. */
  async function after498(sent: string | null): Promise<'replay' | 'expired' | 'pass'> {
    const current = bearerToken();
    if (current === null) return sent === null ? 'pass' : 'expired';
    if (sent !== current) return 'replay';
    return (await refreshToken()) ? 'replay' : 'expired';
  }

  /** True when the call went out with a token that is no longer the session's current one. */
  function staleToken(sent: string | null): boolean {
    const current = bearerToken();
    return sent !== null && current !== null && sent !== current;
  }

  /** The ApiError of a failed call, ending the session on its own 401 or 403 (SPEC §8). */
  async function toApiError(error: FetchError, sent: string | null): Promise<ApiError> {
    const { error: failure, serverMessage } = await describeFailure(error, translate);
    const ownSession = sent !== null && sent === bearerToken();
    if (failure.status === 401 && ownSession) {
      const text = unauthorizedMessage(serverMessage, translate);
      endSession(text, UNAUTHORIZED_REDIRECT_MS);
      return withMessage(failure, text);
    }
    if (failure.status === 403 && ownSession) {
      const text = translate('session.loginStatusIncorrect');
      endSession(text, 0);
      return withMessage(failure, text);
    }
    return failure;
  }

  /** Sends a call with the session rules of SPEC §4/§8; returns the parsed body. */
  async function send(
    path: string,
    request: RequestOptions,
    responseType: ResponseKind,
  ): Promise<unknown> {
    const bare = pathOf(path);
    await beforeCall(bare);
    let replayed = false;
    for (;;) {
      try {
        return await $fetch<unknown, ResponseKind>(
          path,
          toFetchOptions(path, request, responseType),
        );
      } catch (error) {
        if (!(error instanceof FetchError) || request.signal?.aborted === true) throw error;
        const sent = sentToken(error);
        if (
          error.response?.status === 498 &&
          !replayed &&
          bare !== AUTH_ROUTES.paths.refreshToken
        ) {
          const next = await after498(sent);
          if (next === 'replay') {
            replayed = true;
            continue;
          }
          if (next === 'expired') {
            throw new ApiError({
              status: 498,
              code: CLIENT_ERROR_CODES.loginExpired,
              msg: translate('session.loginExpired'),
              cause: error,
            });
          }
        }
        if (error.response?.status === 401 && !replayed && staleToken(sent)) {
          // Sent with a token that a refresh has since replaced (the gateway revoked it on
          // rotation): replay once with the current token; never refresh again for it.
          replayed = true;
          continue;
        }
        throw await toApiError(error, sent);
      }
    }
  }

  function request<T>(
    path: string,
    options: RequestOptions & { schema: z.ZodMiniType<T> },
  ): Promise<T>;
  function request(path: string, options?: RequestOptions): Promise<unknown>;
  async function request(
    path: string,
    options: RequestOptions & { schema?: z.ZodMiniType } = {},
  ): Promise<unknown> {
    const data = unwrapEnvelope(await send(path, options, 'json'), translate);
    if (options.schema === undefined) return data;
    const parsed = options.schema.safeParse(data);
    if (parsed.success) return parsed.data;
    throw new ApiError({
      status: 200,
      code: CLIENT_ERROR_CODES.invalidResponse,
      msg: translate('api.serverError'),
      data,
      cause: parsed.error,
    });
  }

  async function blob(path: string, options: RequestOptions = {}): Promise<Blob> {
    const body = await send(path, options, 'blob');
    if (body instanceof Blob) return body;
    throw new ApiError({
      status: 200,
      code: CLIENT_ERROR_CODES.invalidResponse,
      msg: translate('api.serverError'),
      data: body,
    });
  }

  return { request, blob, refreshToken };
}

/** The client every island uses. */
export const api: ApiClient = createApiClient();
