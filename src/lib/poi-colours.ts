import { REGIONS } from './regions.ts';

/**
 * The POI colour map of SPEC §9: a colour for each resort (the area codes GZ, ZH, QY: their
 * theme colours) and each hotel, so that a hotel reads as the same place on its POI page and on
 * the hotel booking cards. Pure data; the pages wear it through `data-poi-colour` and the rules
 * of src/styles/poi-colours.css (no style attribute: the CSP allows none), which a unit test
 * holds equal to this map. The colours mark edges and stripes, never text.
 */
export const POI_COLOURS = {
  GZ: REGIONS.GZ.theme,
  ZH: REGIONS.ZH.theme,
  QY: REGIONS.QY.theme,
  // Guangzhou: the savanna, the bamboo of the pandas, the circus tent.
  GZ_SAFARI_HOTEL: '#C98A2B',
  GZ_PANDA_HOTEL: '#5E9E3A',
  GZ_CIRCUS_HOTEL: '#D9473B',
  // Hengqin: the deep sea and the polar ice.
  ZH_OCEAN_HOTEL: '#1F6FB2',
  ZH_PENGUIN_HOTEL: '#4FB3E0',
  // Qingyuan: the forest.
  QY_FOREST_RESORT: '#3E7D4A',
} as const satisfies Readonly<Record<string, string>>;

export type PoiColourCode = keyof typeof POI_COLOURS;

const isPoiColourCode = (code: string): code is PoiColourCode => Object.hasOwn(POI_COLOURS, code);

/** The `data-poi-colour` value of a place: its own code when the map has one, else nothing. */
export function poiColourCode(poiCode: string): PoiColourCode | undefined {
  return isPoiColourCode(poiCode) ? poiCode : undefined;
}
