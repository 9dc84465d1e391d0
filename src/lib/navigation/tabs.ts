/**
 * Pure logic of the tab layouts (SPEC §2): which tab the query string selects, the query string
 * after a selection, the keyboard moves of the WAI-ARIA tabs pattern and the bar's layout.
 */

/** Query keys of the annual-card page (SPEC §2): the card tab and the card's sub-tab. */
export const TAB_ACTIVE_INDEX = 'tabActiveIndex';
export const TAB_ITEM_ACTIVE_INDEX = 'tabItemActiveIndex';
/**
 * Prefix of the query key of any other tab block: `tab-<blockCode>`, without the block code's
 * region prefix (`GZ-PAY-TABS` → `tab-PAY-TABS`), so that the same block of another region reads
 * the same key when the region switcher carries the selection over.
 */
export const TAB_KEY_PREFIX = 'tab-';

export const tabQueryKey = (blockCode: string): string =>
  `${TAB_KEY_PREFIX}${blockCode.replace(/^(?:HOME|GZ|ZH|QY)[-_](?=.)/i, '').replace(/[^\w-]/g, '_')}`;

/** Whether a query key holds a tab selection (carried over by the region switcher). */
export const isTabQueryKey = (key: string): boolean =>
  key === TAB_ACTIVE_INDEX || key === TAB_ITEM_ACTIVE_INDEX || key.startsWith(TAB_KEY_PREFIX);

/** The selected index for `key` in `search`: a whole number in [0, count), else 0. */
export function readTabIndex(search: string | URLSearchParams, key: string, count: number): number {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get(key);
  if (raw === null || !/^\d{1,6}$/.test(raw.trim())) return 0;
  const index = Number(raw.trim());
  return index < count ? index : 0;
}

/** `search` with `key` set to `index` (a leading '?' unless empty); other parameters kept. */
export function writeTabIndex(search: string, key: string, index: number): string {
  const params = new URLSearchParams(search);
  params.set(key, String(index));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Only the tab parameters of `search`. */
export function tabParams(search: string): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search))
    if (isTabQueryKey(key)) out.append(key, value);
  return out;
}

/**
 * The tab a key press moves to (horizontal tablist, wrapping), or undefined for other keys:
 * ArrowLeft/ArrowRight (mirrored in right-to-left text), Home, End.
 */
export function tabKeyTarget(
  key: string,
  current: number,
  count: number,
  rtl = false,
): number | undefined {
  if (count <= 0) return undefined;
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (step !== 0) return (current + (rtl ? -step : step) + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** 3 tabs or more scroll; 2 or fewer share a sliding switch (SPEC §2, §9). */
export const tabLayout = (count: number): 'scroll' | 'switch' => (count >= 3 ? 'scroll' : 'switch');

/** The card tab bar shows a "next" arrow when there are more than 3 tabs (SPEC §2). */
export const showsNextArrow = (count: number): boolean => count > 3;
