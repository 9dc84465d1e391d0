/** The after-sales list page of a query string (`?pageNo=3`); 1 when absent or not a page. */
export function pageFromSearch(search: string): number {
  const text = new URLSearchParams(search).get('pageNo') ?? '';
  if (!/^\d{1,5}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 ? page : 1;
}

/** How many pages `total` records fill (at least 1). */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
