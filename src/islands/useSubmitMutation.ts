import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { queryClient } from '../lib/api/query.ts';

let submits = 0;

/**
 * A submit of an island through TanStack Query's `useMutation` on the islands' shared client,
 * one call at a time. `isPending` reaches the island on its next render (the client notifies on
 * a timer); `running()` asks the client itself, so that a second tap in between is refused too.
 * Each hook has a key of its own: islands on one page never see each other's calls.
 */
export function useSubmitMutation<TData, TVariables>(
  options: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationKey'>,
) {
  const [mutationKey] = useState(() => ['island-submit', (submits += 1)] as const);
  const mutation = useMutation({ ...options, mutationKey }, queryClient);
  const running = () => queryClient.isMutating({ mutationKey, exact: true }) > 0;
  return { ...mutation, running };
}
