import { api, type ApiClient } from '../api/client.ts';
import { WAITLIST_PATHS, waitListSchema, waitSchema, type WaitJoin } from '../contract/waitlist.ts';

/** The waiting list's calls (src/lib/contract/waitlist.ts), loaded on demand by the pages. */

export const loadWaits = (o: { client?: ApiClient; signal?: AbortSignal } = {}) =>
  (o.client ?? api).request(WAITLIST_PATHS.list, {
    schema: waitListSchema,
    ...(o.signal ? { signal: o.signal } : {}),
  });

export const joinWaitlist = (body: WaitJoin, o: { client?: ApiClient } = {}) =>
  (o.client ?? api).request(WAITLIST_PATHS.join, { method: 'POST', body, schema: waitSchema });

export const leaveWaitlist = (waitId: string, o: { client?: ApiClient } = {}) =>
  (o.client ?? api).request(WAITLIST_PATHS.leave, {
    method: 'POST',
    body: { waitId },
    schema: waitSchema,
  });
