import { isNumber, isRecord, isString, nullable, oneOf } from './guards.ts';
import { sessionAtom } from './storage.ts';

export const NOTICE_KINDS = ['info', 'success', 'warning', 'error'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** How long a notice stays when the caller does not say. */
export const DEFAULT_NOTICE_MS = 3000;

export interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
  /** Epoch ms after which the notice is no longer shown. */
  until: number;
  /**
   * Set when the page showing the notice goes away (or when it is raised for the next page):
   * the time it still has to show. The next page shows it that long from when it is shown, so
   * a slow page load spends none of it.
   */
  carried?: { leftMs: number; at: number };
}

/** A carried notice older than this (a visitor who left the site and came back) is dropped. */
export const NOTICE_CARRY_MS = 60_000;

const isNoticeKind = oneOf(NOTICE_KINDS);

/** A stored notice as {@link showNotice} writes it. */
export const isNotice = (value: unknown): value is Notice =>
  isRecord(value) &&
  isNumber(value['id']) &&
  isNoticeKind(value['kind']) &&
  isString(value['text']) &&
  isNumber(value['until']) &&
  (value['carried'] === undefined ||
    (isRecord(value['carried']) &&
      isNumber(value['carried']['leftMs']) &&
      isNumber(value['carried']['at'])));

/**
 * The one toast of the page, shown by src/scripts/session/notice.ts on every page. It is kept in
 * session storage so that a notice raised just before a navigation (for example "logged in on
 * another device", then /home) is still shown on the next page until `until`. Renderers must
 * show `text` as text, never as HTML.
 */
export const $notice = sessionAtom<Notice | null>('notice', nullable(isNotice), null);

export function showNotice(
  kind: NoticeKind,
  text: string,
  durationMs: number = DEFAULT_NOTICE_MS,
  now: number = Date.now(),
): Notice {
  const notice: Notice = { id: ($notice.get()?.id ?? 0) + 1, kind, text, until: now + durationMs };
  $notice.set(notice);
  return notice;
}

/** Removes the notice; with an id, only if that notice is still the current one. */
export function dismissNotice(id?: number): void {
  const current = $notice.get();
  if (current !== null && (id === undefined || current.id === id)) $notice.set(null);
}

/** The notice to show at `now`, or null when there is none or it has run out. */
export function activeNotice(now: number = Date.now()): Notice | null {
  const current = $notice.get();
  return current !== null && current.until > now ? current : null;
}

/**
 * The page is going away (pagehide): the notice it shows keeps the time it has left for the
 * next page.
 */
export function carryNotice(now: number = Date.now()): void {
  const current = $notice.get();
  if (current === null || current.carried !== undefined) return;
  if (current.until <= now) {
    $notice.set(null);
    return;
  }
  $notice.set({ ...current, carried: { leftMs: current.until - now, at: now } });
}

/**
 * A page starts (or comes back from the back/forward cache): a carried notice runs from now
 * for the time it had left; one carried longer than {@link NOTICE_CARRY_MS} ago is dropped.
 */
export function resumeNotice(now: number = Date.now()): void {
  const current = $notice.get();
  if (current?.carried === undefined) return;
  const { leftMs, at } = current.carried;
  if (now - at > NOTICE_CARRY_MS) {
    $notice.set(null);
    return;
  }
  const { carried: _carried, ...rest } = current;
  $notice.set({ ...rest, until: now + leftMs });
}
