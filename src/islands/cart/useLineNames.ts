import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryClient } from '../../lib/api/query.ts';
import { nameBook, productIdsOf, type NameBook } from '../../lib/booking/names.ts';
import { productQueries } from '../../lib/booking/queries.ts';
import type { Language } from '../../lib/contract/common.ts';

/**
 * The names of the products of some lines in the page's language (product/info/names):
 * undefined while they load, null when they cannot be loaded (lines then show their place, or
 * the names they were saved with).
 */
export function useLineNames(
  locale: Language,
  lines: readonly { productId: string }[],
  enabled: boolean,
): NameBook | null | undefined {
  const ids = productIdsOf(lines);
  const names = useQuery(
    {
      ...productQueries.names(locale, ids),
      enabled: enabled && ids.length > 0,
      // A line removed or added asks again: the names already known in this language stay
      // while it loads (never another language's).
      placeholderData: (previous, query) => (query?.queryKey[2] === locale ? previous : undefined),
    },
    queryClient,
  );
  const book = useMemo(
    () => (names.data === undefined ? undefined : nameBook(names.data)),
    [names.data],
  );
  return book ?? (names.isError ? null : undefined);
}
