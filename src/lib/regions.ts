import {
  ADDRESSES,
  HOME_DEFAULT_REGION,
  type Address,
  type RegionCode,
} from './contract/common.ts';

export { ADDRESSES, type Address };

/**
 * The four addresses of SPEC §2 (home plus the three resort areas) with their theme colours
 * (SPEC §9: yellow family by default, each region a theme colour with a light variant).
 * Pure data: no DOM.
 */
export interface Region {
  address: Address;
  /** poiCode of the area's catalogue pages (listCatalog?catalogType=INDEX&poiCode=…). */
  catalogPoiCode: 'HOME' | RegionCode;
  /** The resort area code; the home address spans every area and defaults to GZ. */
  regionCode: RegionCode;
  /** Theme colour: tab highlight, buttons, `<meta name="theme-color">`. */
  theme: string;
  /** Pressed and hovered shade of `theme` (primary buttons). */
  themeStrong: string;
  /** Light variant: section backgrounds. */
  themeLight: string;
  /** Text colour on `theme` and on `themeLight` (WCAG AA, ≥ 4.5:1). */
  onTheme: string;
  /** Accent for text and links on white or on `themeLight` (WCAG AA, ≥ 4.5:1). */
  accent: string;
  comingSoon: boolean;
  /** Translation keys (namespace common). */
  nameKey: `region.${Address}.name`;
  resortKey: `region.${Address}.resort`;
  descriptionKey: `region.${Address}.description`;
}

/** The default theme (SPEC §9): #FFC12B, with #FEC401 as its pressed shade. */
export const THEME_YELLOW = '#FFC12B';
export const THEME_YELLOW_PRESSED = '#FEC401';
/** Text colour used on every theme colour. */
export const INK = '#1F1A14';

const region = (
  address: Address,
  catalogPoiCode: Region['catalogPoiCode'],
  regionCode: RegionCode,
  colours: Pick<Region, 'theme' | 'themeStrong' | 'themeLight' | 'accent'>,
  comingSoon = false,
): Region => ({
  address,
  catalogPoiCode,
  regionCode,
  ...colours,
  onTheme: INK,
  comingSoon,
  nameKey: `region.${address}.name`,
  resortKey: `region.${address}.resort`,
  descriptionKey: `region.${address}.description`,
});

export const REGIONS: Readonly<Record<Address, Region>> = {
  home: region('home', 'HOME', HOME_DEFAULT_REGION, {
    theme: THEME_YELLOW,
    themeStrong: THEME_YELLOW_PRESSED,
    themeLight: '#FFF3D1',
    accent: '#8A5300',
  }),
  // Guangzhou: safari and circus, a warm sunset orange beside the group yellow.
  GZ: region('GZ', 'GZ', 'GZ', {
    theme: '#FF9240',
    themeStrong: '#F57F24',
    themeLight: '#FFEBDB',
    accent: '#A54300',
  }),
  // Hengqin: ocean kingdom, a lagoon teal.
  ZH: region('ZH', 'ZH', 'ZH', {
    theme: '#3CC3CB',
    themeStrong: '#2BB0B8',
    themeLight: '#DDF4F5',
    accent: '#006B72',
  }),
  // Qingyuan: forests and hot springs, a fresh leaf green.
  QY: region(
    'QY',
    'QY',
    'QY',
    { theme: '#8CC63F', themeStrong: '#7AB52F', themeLight: '#ECF6DE', accent: '#3D6B0F' },
    true,
  ),
};

export const REGION_LIST: readonly Region[] = ADDRESSES.map((a) => REGIONS[a]);

export const isAddress = (value: unknown): value is Address =>
  typeof value === 'string' && (ADDRESSES as readonly string[]).includes(value);

/** The region of an address; unknown values fall back to home. */
export const regionOf = (address: string | undefined): Region =>
  isAddress(address) ? REGIONS[address] : REGIONS.home;

/*
 * The page wears its region's colours through `<html data-region>` and the custom properties of
 * src/styles/tokens.css (which a unit test holds equal to these values): no style attribute.
 */

// ---- WCAG 2.x contrast ---------------------------------------------------------------------

const channel = (c: number): number => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of a #RRGGBB colour. */
export function luminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new TypeError(`Not a #RRGGBB colour: ${hex}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => channel(parseInt(h ?? '0', 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG contrast ratio of two #RRGGBB colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}
