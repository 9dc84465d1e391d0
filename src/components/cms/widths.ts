/**
 * Which renditions of a CMS picture the blocks ask Astro's image pipeline for (pure, tested).
 */

/** Rendition widths per preset: what each kind of block shows, at 1x and 2x (375 px design). */
export const PRESETS = {
  /** Full-width banner slides. */
  banner: [375, 750, 1080, 1600],
  /** Cards in rails and grids. */
  card: [320, 640],
  /** Small pictures beside text, gallery thumbnails. */
  thumb: [240, 480],
  /** Pictures that span the content column (about cards, carousels, image boxes). */
  wide: [375, 750, 1080],
  /** The vacation map. */
  map: [750, 1080, 1600],
} as const satisfies Record<string, readonly number[]>;
export type Preset = keyof typeof PRESETS;

/**
 * The widths to render: those of the preset from `min` up (or its largest) that are smaller than
 * the picture, plus the picture's own width in place of larger ones, unless it is within a fifth
 * of the largest width kept (a near-duplicate file). Never empty.
 */
export function fitWidths(widths: readonly number[], original: number, min = 0): number[] {
  const large = widths.filter((w) => w >= min);
  const wanted = large.length > 0 ? large : widths.slice(-1);
  const fitting = wanted.filter((w) => w < original);
  const largest = fitting.at(-1);
  if (fitting.length === wanted.length) return fitting.length > 0 ? fitting : [original];
  return largest !== undefined && original < largest * 1.2 ? fitting : [...fitting, original];
}

/** Smallest rendition of a desktop picture: it shows from 768 px, at least 744 px wide. */
export const DESKTOP_MIN = 740;

/** `sizes` of a picture across the content column (960 px at most, 12 px padding each side). */
export const FULL_WIDTH = '(min-width: 960px) 936px, calc(100vw - 24px)';
