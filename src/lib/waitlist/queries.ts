import { queryOptions } from '@tanstack/react-query';

/**
 * The waiting list's rules as the gateway runs them (how long an offer holds), for every page
 * that tells a shopper that time: one request per page load, shared by its islands.
 */
export const waitRulesQuery = () =>
  queryOptions({
    queryKey: ['waitlist', 'rules'] as const,
    queryFn: async ({ signal }) => (await import('./calls.ts')).loadWaitRules({ signal }),
    // a setting of the running gateway: it changes only with a restart
    staleTime: 30 * 60_000,
  });
