import type { Language } from '../contract/common.ts';

/**
 * The workspace's client of the editor API (/cl-odss-app/editor): the session token of the
 * signed-in editor (sessionStorage: this tab only, gone when it closes), the envelope unwrapped,
 * failures as {@link EditorApiError} with the gateway's translated message.
 */

const KEY = 'resort-storefront:editor-session';

export interface StoredSession {
  name: string;
  token: string;
}

export function loadSession(): StoredSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as unknown;
    if (
      value !== null &&
      typeof value === 'object' &&
      typeof (value as StoredSession).name === 'string' &&
      typeof (value as StoredSession).token === 'string'
    )
      return value as StoredSession;
  } catch {
    // unreadable: signed out
  }
  return null;
}

export function storeSession(session: StoredSession | null): void {
  try {
    if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage refused (private mode): the session lasts as long as the page
  }
}

export class EditorApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
  }
}

/** The translated messages of the fields a 400 names (`data.fields[].message`). */
function fieldMessages(data: unknown): string[] {
  if (data === null || typeof data !== 'object') return [];
  const fields = (data as { fields?: unknown }).fields;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((f: unknown) => {
    const message = f !== null && typeof f === 'object' ? (f as { message?: unknown }).message : '';
    return typeof message === 'string' && message !== '' ? [message] : [];
  });
}

export interface ApiOptions {
  token: string | null;
  lang: Language;
  /** Message of a network failure, in the page's language. */
  offline: string;
}

export async function editorCall<T>(
  options: ApiOptions,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': options.lang,
  };
  if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
  let payload: BodyInit | undefined;
  if (body instanceof Blob) {
    headers['Content-Type'] = 'application/octet-stream';
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      cache: 'no-store',
      ...(payload === undefined ? {} : { body: payload }),
    });
  } catch {
    throw new EditorApiError(0, 'NETWORK', options.offline, null);
  }
  type Envelope = { state?: string; code?: string; msg?: string; data?: unknown };
  const envelope = (await res.json().catch(() => null)) as Envelope | null;
  if (!res.ok || envelope?.state !== 'success') {
    const fields = fieldMessages(envelope?.data);
    throw new EditorApiError(
      res.status,
      envelope?.code ?? 'HTTP',
      // a refusal naming fields says it with their labels ("Title (English) …"), not codes
      fields.length > 0 ? fields.join('; ') : envelope?.msg || options.offline,
      envelope?.data ?? null,
    );
  }
  return envelope.data as T;
}
