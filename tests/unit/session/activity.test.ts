import { describe, expect, it } from 'vitest';
import { ACTIVITY_THROTTLE_MS, interactionOutcome } from '../../../src/lib/session/activity.ts';
import { INACTIVITY_LIMIT_MS } from '../../../src/lib/session/login.ts';

const NOW = 50_000_000;
const at = (loggedIn: boolean, lastActivity: number | null) =>
  interactionOutcome({
    loggedIn,
    lastActivity,
    now: NOW,
    limitMs: INACTIVITY_LIMIT_MS,
    throttleMs: ACTIVITY_THROTTLE_MS,
  });

describe('interactions as activity', () => {
  it('records activity at most once a minute', () => {
    expect(at(true, NOW - ACTIVITY_THROTTLE_MS + 1)).toBe('none');
    expect(at(true, NOW - ACTIVITY_THROTTLE_MS)).toBe('touch');
    expect(at(true, null)).toBe('touch');
  });

  it('logs out when the visitor comes back after the 30-minute limit', () => {
    expect(at(true, NOW - INACTIVITY_LIMIT_MS)).toBe('touch');
    expect(at(true, NOW - INACTIVITY_LIMIT_MS - 1)).toBe('inactive');
  });

  it('does nothing for anonymous visitors', () => {
    expect(at(false, null)).toBe('none');
    expect(at(false, 0)).toBe('none');
  });
});
