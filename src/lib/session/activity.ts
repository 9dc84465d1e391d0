import { pageEntry } from './early.ts';

/**
 * Clicks, taps, keys and wheel turns count as activity (SPEC §4 only says "inactivity"): someone
 * reading a long page or filling a form for half an hour is present, and must not be logged out
 * by their next call. The timestamp is written at most once a minute.
 */
export const ACTIVITY_THROTTLE_MS = 60_000;

export type InteractionOutcome = 'none' | 'touch' | 'inactive';

export interface InteractionInput {
  loggedIn: boolean;
  lastActivity: number | null;
  now: number;
  limitMs: number;
  throttleMs: number;
}

/**
 * What an interaction does: nothing (anonymous, or recorded less than a minute ago), record
 * the activity, or log out because the limit had already passed when the visitor came back.
 */
export function interactionOutcome(input: InteractionInput): InteractionOutcome {
  if (!input.loggedIn) return 'none';
  if (pageEntry({ ...input, requiresLogin: false }) === 'inactive') return 'inactive';
  const last = input.lastActivity;
  return last === null || input.now - last >= input.throttleMs ? 'touch' : 'none';
}
