import type { CatalogEntryData } from '../../content/schemas.ts';
import type { AreaLinkKind } from '../../content/site-map.ts';
import type { PageCatalogType } from '../../lib/contract/cms.ts';
import type { Address } from '../../lib/contract/common.ts';
import { t, type CommonKey, type Language } from '../../lib/i18n/index.ts';
import { REGIONS } from '../../lib/regions.ts';

/** The translated header name (namespace common) of each page kind and functional page. */
export const HEADER_KEYS = {
  DISCOUNT: 'header.discount',
  STUDY_FURTHER: 'header.studyFurther',
  GROUP_HONOR: 'header.groupHonor',
  PLAY_GUIDE: 'header.playGuide',
  TRAFFIC_GUIDE: 'header.trafficGuide',
  VACATION_MAP: 'header.vacationMap',
  COMMON_PROBLEM: 'header.commonProblem',
  PAYMENT_INSTRUCTIONS: 'header.paymentInstructions',
  SERVICE_CENTER: 'header.serviceCenter',
  ANNUAL_CARD: 'header.annualCard',
  PREPARE: 'header.prepare',
  SEARCH: 'header.search',
  BUY_TICKETS: 'header.buyTickets',
  BUY_HOTEL: 'header.buyHotel',
} as const satisfies Record<AreaLinkKind, CommonKey>;

/** The header name of a page kind, when it has one (area and POI pages are named otherwise). */
export const headerKeyOf = (type: PageCatalogType): CommonKey | undefined =>
  isHeaderKind(type) ? HEADER_KEYS[type] : undefined;

const isHeaderKind = (type: string): type is AreaLinkKind => Object.hasOwn(HEADER_KEYS, type);

/**
 * The name of a catalogue page in one language: its catalogue name; else the resort name (area
 * pages), the header name of its kind, or its poiCode.
 */
export function pageName(locale: Language, entry: CatalogEntryData, address: Address): string {
  const name = entry.root.catalogName.trim();
  if (name !== '') return name;
  const tr = t(locale);
  if (entry.pageType === 'INDEX') return tr(REGIONS[address].resortKey);
  const key = headerKeyOf(entry.pageType);
  return key === undefined ? entry.poiCode : tr(key);
}
