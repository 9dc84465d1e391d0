import { REGIONS } from '../../lib/regions.ts';

/** Fixed values of the CMS blocks (SPEC §9). */

/**
 * Colours of FAQ and accordion items (SPEC §9): they cycle over the three region colours
 * (GZ, ZH, QY), and FAQ backgrounds alternate between 0.24 and 0.08 of the colour.
 */
export const CYCLE_COLOURS: readonly string[] = [
  REGIONS.GZ.theme,
  REGIONS.ZH.theme,
  REGIONS.QY.theme,
];

/** FAQ background opacity in percent, for even and odd items. */
export const FAQ_OPACITY = [24, 8] as const;

/** The colour of the item at `index` (0-based). */
export const cycleColour = (index: number): string =>
  CYCLE_COLOURS[index % CYCLE_COLOURS.length] ?? REGIONS.GZ.theme;

/** Customer-service hours (SPEC §9), shown by the consulting block. */
export const SERVICE_HOURS = { from: '09:00', to: '18:00' } as const;
