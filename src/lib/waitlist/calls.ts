import { WAITLIST_ROUTES } from '../contract/routes.ts';
import { api, type ApiClient } from '../api/client.ts';
import {
  waitListSchema,
  waitRulesSchema,
  waitSchema,
  type WaitJoin,
} from '../contract/waitlist.ts';

/** The waiting list's calls (src/lib/contract/waitlist.ts), loaded on demand by the pages. */

/** How the gateway runs the waiting list (the offer's minutes): public, no login. */
export const loadWaitRules = (o: { client?: ApiClient; signal?: AbortSignal } = {}) =>
  (o.client ?? api).request(WAITLIST_ROUTES.paths.rules, {
    schema: waitRulesSchema,
    ...(o.signal ? { signal: o.signal } : {}),
  });

export const loadWaits = (o: { client?: ApiClient; signal?: AbortSignal } = {}) =>
  (o.client ?? api).request(WAITLIST_ROUTES.paths.list, {
    schema: waitListSchema,
    ...(o.signal ? { signal: o.signal } : {}),
  });

export const joinWaitlist = (body: WaitJoin, o: { client?: ApiClient } = {}) =>
  (o.client ?? api).request(WAITLIST_ROUTES.paths.join, {
    method: 'POST',
    body,
    schema: waitSchema,
  });

/** Opens an offer mail's link: the offered wait, or why the link no longer books it. */
export const openWaitOffer = (token: string, o: { client?: ApiClient } = {}) =>
  (o.client ?? api).request(WAITLIST_ROUTES.paths.offer, {
    method: 'POST',
    body: { token },
    schema: waitSchema,
  });

export const leaveWaitlist = (waitId: string, o: { client?: ApiClient } = {}) =>
  (o.client ?? api).request(WAITLIST_ROUTES.paths.leave, {
    method: 'POST',
    body: { waitId },
    schema: waitSchema,
  });
