import * as z from 'zod/mini';
import { idSchema, POI_TYPES } from '../contract/common.ts';
import { isIsoDate } from '../format/dates.ts';

/** A `YYYY-MM-DD` calendar date. */
export const isoDateSchema = z
  .string()
  .check(z.refine((s) => isIsoDate(s), 'quickSearch.error.date'));

/**
 * The query string a quick search hands to a purchase page (SPEC §2): what the booking island
 * there reads to preselect the place and dates.
 */
export const quickSearchQuerySchema = z.object({
  poiType: z.pipe(
    z.string(),
    z.pipe(
      z.transform((s: string) => Number(s)),
      z.union(POI_TYPES.map((n) => z.literal(n))),
    ),
  ),
  poiId: idSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
});
export type QuickSearchQuery = z.infer<typeof quickSearchQuerySchema>;

/** The quick-search parameters of a query string, or null when they are missing or malformed. */
export function readQuickSearchQuery(search: string): QuickSearchQuery | null {
  const params = new URLSearchParams(search);
  const parsed = quickSearchQuerySchema.safeParse({
    poiType: params.get('poiType') ?? undefined,
    poiId: params.get('poiId') ?? undefined,
    startDate: params.get('startDate') ?? undefined,
    endDate: params.get('endDate') ?? undefined,
  });
  if (!parsed.success || parsed.data.endDate < parsed.data.startDate) return null;
  return parsed.data;
}
